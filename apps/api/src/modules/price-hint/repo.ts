import type { Currency, PriceHintBasis, TransportType } from '@freight/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

/** A lane the hint reads: the exact one, or a wider one (decision 040). */
export interface LaneQuery {
  basis: PriceHintBasis;
  from: string;
  to: string;
  bodyType: TransportType;
}

/** The quartiles of a lane's converted prices, total and per km, with the deals behind them. */
export interface LaneFigures {
  deals: number;
  total: readonly [number, number, number] | null;
  kmDeals: number;
  perKm: readonly [number, number, number] | null;
}

function laneCondition(lane: LaneQuery): SQL {
  switch (lane.basis) {
    case 'LANE':
      return sql`from_region = ${lane.from} and to_region = ${lane.to} and body_type = ${lane.bodyType}`;
    case 'REGIONS':
      return sql`from_region = ${lane.from} and to_region = ${lane.to}`;
    case 'COUNTRIES':
      return sql`from_country = ${lane.from} and to_country = ${lane.to} and body_type = ${lane.bodyType}`;
  }
}

/** A currency's rate to tenge on a day: its latest set on or before it (tenge is 1). */
function rateOn(currency: SQL, day: SQL): SQL {
  return sql`case when ${currency} = 'KZT' then 1::numeric else (
    select r.rate_to_kzt from exchange_rates r
     where r.currency = ${currency} and r.rate_date <= ${day}
     order by r.rate_date desc limit 1) end`;
}

/**
 * One lane's deals completed since `since`, each converted into `currency` at the rates of its
 * deal's day: the rates are looked up once per day and currency present (at most 90 × 7), not
 * per deal. A deal whose currency had no rate yet on its day is left out.
 */
export async function findLaneFigures(
  db: DbExecutor,
  lane: LaneQuery,
  currency: Currency,
  since: string,
): Promise<LaneFigures> {
  const [row] = await rawRows<{
    deals: number;
    total: number[] | null;
    km_deals: number;
    per_km: number[] | null;
  }>(
    db,
    sql`with deals as (
          select price, currency, deal_on, km from lane_price_deals
           where ${laneCondition(lane)} and completed_on >= ${since}::date),
        factors as (
          select d.deal_on, d.currency,
                 ${rateOn(sql`d.currency`, sql`d.deal_on`)}
                   / ${rateOn(sql`${currency}::text`, sql`d.deal_on`)} as factor
            from (select distinct deal_on, currency from deals) d),
        converted as (
          select (d.price * f.factor)::float8 as price, d.km
            from deals d join factors f using (deal_on, currency)
           where f.factor is not null)
        select count(*)::int as deals,
               percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as total,
               (count(*) filter (where km > 0))::int as km_deals,
               percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price / km)
                 filter (where km > 0) as per_km
          from converted`,
  );
  const quartiles = (values: number[] | null) => {
    const [p25, median, p75] = values ?? [];
    return p25 === undefined || median === undefined || p75 === undefined
      ? null
      : ([p25, median, p75] as const);
  };
  return {
    deals: row?.deals ?? 0,
    total: quartiles(row?.total ?? null),
    kmDeals: row?.km_deals ?? 0,
    perKm: quartiles(row?.per_km ?? null),
  };
}
