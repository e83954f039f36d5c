import type { AnalyticsCell } from '@freight/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import {
  type AnalyticsWindow,
  bucketOfInstant,
  instantInRange,
  periodSeries,
  rounded,
} from './window-repo.js';

/** A figure's rows as the contract sends them: column key → cell. */
export type FigureRows = Record<string, AnalyticsCell>[];

export const figureRows = (db: DbExecutor, statement: SQL): Promise<FigureRows> =>
  rawRows<Record<string, AnalyticsCell>>(db, statement);

/**
 * The orders a company dashboard reads, as a condition on `f` (analytics_order_facts, one row
 * per order kept by triggers; db/schema/analytics.ts): the forwarder's own (an employee's:
 * created by them), or the carrier's (its response selected).
 */
export type OrderScope = SQL;

/**
 * The orders of `scope` completed within the range, with the agreed price (the selected
 * response's offer, which the contract states) and the completion instant: the trip's
 * current COMPLETED step. Columns: id, created_by, transport_type, lane, carrier_company_id,
 * driver_id, vehicle_id, price, currency, completed_at, km, forwarder_score.
 */
export const completedOrders = (scope: OrderScope, window: AnalyticsWindow): SQL => sql`
  select f.order_id as id, f.created_by, f.transport_type, f.lane, f.carrier_company_id,
         f.driver_id, f.vehicle_id, f.agreed_price as price, f.agreed_currency as currency,
         f.completed_at, f.km, f.forwarder_score
    from analytics_order_facts f
   where ${scope} and ${instantInRange(sql`f.completed_at`, window)}`;

/** Agreed money of the completed orders in the window's currency only (never summed across). */
export const moneyIn = (window: AnalyticsWindow, amount: SQL = sql`price`): SQL =>
  sql`coalesce(sum(${amount}) filter (where currency = ${window.currency}), 0)`;

/**
 * Completed orders and their money per bucket of the completion: `moneyKey` names the money
 * column (spend for the forwarder, revenue for the carrier).
 */
export function moneyByPeriod(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
  moneyKey: string,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`with done as (${completedOrders(scope, window)})
          select ${bucketOfInstant(sql`completed_at`, window)} as period, ${moneyIn(window)} as money
            from done group by 1`,
      sql`${rounded(sql`coalesce(p.money, 0)`, 2)} as ${sql.identifier(moneyKey)}`,
    ),
  );
}

/**
 * On-time loading and delivery per bucket: of the orders whose loading started (whose goods
 * were delivered) in the bucket, the share whose actual local day was no later than the
 * planned day. Null where no order had that step in the bucket.
 */
export function onTimeByPeriod(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`with steps as (
          select 'LOADING_STARTED' as step, f.loading_at as actual_at, f.loading_on_time as on_time
            from analytics_order_facts f
           where ${scope} and ${instantInRange(sql`f.loading_at`, window)}
          union all
          select 'DELIVERED', f.delivered_at, f.delivery_on_time
            from analytics_order_facts f
           where ${scope} and ${instantInRange(sql`f.delivered_at`, window)})
          select ${bucketOfInstant(sql`actual_at`, window)} as period,
                 avg(case when on_time then 1.0 else 0.0 end) filter (where step = 'LOADING_STARTED') as loading,
                 avg(case when on_time then 1.0 else 0.0 end) filter (where step = 'DELIVERED') as delivery
            from steps group by 1`,
      sql`${rounded(sql`p.loading`, 4)} as "loadingOnTime",
          ${rounded(sql`p.delivery`, 4)} as "deliveryOnTime"`,
    ),
  );
}

/** Top ten lanes (first loading city → last unloading city) of the completed orders. */
export function topLanes(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
  moneyKey: string,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(scope, window)})
        select lane, count(*)::int as orders,
               ${rounded(moneyIn(window), 2)} as ${sql.identifier(moneyKey)}
          from done group by lane
         order by orders desc, ${sql.identifier(moneyKey)} desc, lane
         limit 10`,
  );
}

/** The currencies with money in the range: of the completed orders' agreed prices. */
export async function completedCurrencies(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<string[]> {
  const rows = await rawRows<{ currency: string }>(
    db,
    sql`with done as (${completedOrders(scope, window)})
        select distinct currency from done order by currency`,
  );
  return rows.map((row) => row.currency);
}
