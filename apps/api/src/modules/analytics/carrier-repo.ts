import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  completedOrders,
  figureRows,
  moneyIn,
  type FigureRows,
  type OrderScope,
} from './order-facts-repo.js';
import {
  type AnalyticsWindow,
  bucketOfInstant,
  bucketSeries,
  dayInRange,
  instantInRange,
  periodSeries,
  periodText,
  rounded,
} from './window-repo.js';

/** The carrier dashboard's orders: those whose selected response is the company's. */
export const carrierScope = (companyId: string): OrderScope =>
  sql`f.carrier_company_id = ${companyId}`;

/**
 * The company's responses with the instant each event happened: sent (created), accepted or
 * declined (the decision: the response's last change, as nothing changes a decided one).
 * Withdrawn responses count as sent only.
 */
const responseEvents = (companyId: string) => sql`
  select 'sent' as event, r.created_at as at from order_responses r
   where r.carrier_company_id = ${companyId}
  union all
  select lower(r.status), r.updated_at from order_responses r
   where r.carrier_company_id = ${companyId} and r.status in ('ACCEPTED', 'DECLINED')`;

/** Acceptance: of the responses sent (withdrawn ones left out), the share accepted. */
const acceptance = (alias: SQL) =>
  sql`avg(case when ${alias}.status = 'ACCEPTED' then 1.0 else 0.0 end)
        filter (where ${alias}.status <> 'WITHDRAWN')`;

export function carrierKpis(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(carrierScope(companyId), window)}),
        sent as (
          select r.status from order_responses r
           where r.carrier_company_id = ${companyId} and ${instantInRange(sql`r.created_at`, window)})
        select (select count(*)::int from sent) as "responsesSent",
               (select ${rounded(acceptance(sql`sent`), 4)} from sent) as "acceptanceRate",
               (select count(*)::int from done) as "ordersCompleted",
               (select ${rounded(moneyIn(window), 2)} from done) as revenue,
               (select ${rounded(sql`avg(score)`, 2)} from order_ratings rt
                 where rt.rated_company_id = ${companyId} and rt.side = 'FORWARDER'
                   and ${instantInRange(sql`rt.created_at`, window)}) as "averageRating"`,
  );
}

export function responsesByPeriod(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  const counted = (event: string) =>
    sql`coalesce(count(e.at) filter (where e.event = ${event}), 0)::int as ${sql.identifier(event)}`;
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        events as (
          select event, at, ${bucketOfInstant(sql`at`, window)} as period
            from (${responseEvents(companyId)}) e
           where ${instantInRange(sql`at`, window)})
        select ${periodText(sql`b.period`)} as period,
               ${counted('sent')}, ${counted('accepted')}, ${counted('declined')}
          from buckets b left join events e using (period)
         group by b.period order by b.period`,
  );
}

/** Of the responses sent in each bucket, the share accepted so far. */
export function acceptanceByPeriod(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`select ${bucketOfInstant(sql`r.created_at`, window)} as period, ${acceptance(sql`r`)} as rate
            from order_responses r
           where r.carrier_company_id = ${companyId} and ${instantInRange(sql`r.created_at`, window)}
           group by 1`,
      sql`${rounded(sql`p.rate`, 4)} as "acceptanceRate"`,
    ),
  );
}

/** Completed orders per driver or per vehicle of the accepted response, top ten. */
export function ordersPer(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
  resource: 'driver' | 'vehicle',
): Promise<FigureRows> {
  const join =
    resource === 'driver'
      ? sql`join drivers x on x.id = d.driver_id`
      : sql`join vehicles x on x.id = d.vehicle_id`;
  const label =
    resource === 'driver'
      ? sql`concat_ws(' ', x.last_name, x.first_name)`
      : sql`x.plate_number || ' · ' || x.brand || ' ' || x.model`;
  return figureRows(
    db,
    sql`with done as (${completedOrders(carrierScope(companyId), window)})
        select ${label} as ${sql.identifier(resource)}, count(*)::int as orders
          from done d ${join}
         group by x.id, 1
         order by orders desc, 1
         limit 10`,
  );
}

/** Ratings the forwarders gave the company, by the bucket they were given in. */
export function ratingsReceived(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`select ${bucketOfInstant(sql`rt.created_at`, window)} as period,
                 avg(rt.score) as average, count(*) as ratings
            from order_ratings rt
           where rt.rated_company_id = ${companyId} and rt.side = 'FORWARDER'
             and ${instantInRange(sql`rt.created_at`, window)}
           group by 1`,
      sql`${rounded(sql`p.average`, 2)} as "averageRating",
               coalesce(p.ratings, 0)::int as ratings`,
    ),
  );
}

/** Fines the security service recorded against the company's drivers in range, top ten. */
export function finesPerDriver(
  db: DbExecutor,
  companyId: string,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`select concat_ws(' ', d.last_name, d.first_name) as driver, count(*)::int as fines
          from driver_fines f join drivers d on d.id = f.driver_id
         where d.company_id = ${companyId} and ${dayInRange(sql`f.fined_on`, window)}
         group by d.id, 1
         order by fines desc, driver
         limit 10`,
  );
}
