import { sql } from 'drizzle-orm';
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
  hoursBetween,
  instantInRange,
  periodSeries,
  periodText,
  rounded,
} from './window-repo.js';

/** The forwarder dashboard's scope: the company's orders, or an employee's own. */
export const forwarderScope = (companyId: string, createdBy: string | null): OrderScope =>
  createdBy
    ? sql`(f.owner_company_id = ${companyId} and f.created_by = ${createdBy})`
    : sql`f.owner_company_id = ${companyId}`;

/** Published → carrier selected (the accepted response's decision) of orders selected in range. */
const selections = (scope: OrderScope, window: AnalyticsWindow) => sql`
  select f.selected_at, ${hoursBetween(sql`f.published_at`, sql`f.selected_at`)} as hours
    from analytics_order_facts f
   where ${scope} and f.published_at is not null and ${instantInRange(sql`f.selected_at`, window)}`;

/** Orders created in range, flagged when they got at least one problem report. */
const createdWithProblems = (scope: OrderScope, window: AnalyticsWindow) => sql`
  select f.created_at, f.had_problem
    from analytics_order_facts f
   where ${scope} and ${instantInRange(sql`f.created_at`, window)}`;

/** The headline numbers: created, completed, spend, median hours to selection, problem share. */
export function forwarderKpis(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(scope, window)}),
        created as (${createdWithProblems(scope, window)}),
        selected as (${selections(scope, window)})
        select (select count(*)::int from created) as "ordersCreated",
               (select count(*)::int from done) as "ordersCompleted",
               (select ${rounded(moneyIn(window), 2)} from done) as spend,
               (select ${rounded(sql`percentile_cont(0.5) within group (order by hours)`, 1)}
                  from selected) as "medianHoursToSelection",
               (select ${rounded(sql`avg(case when had_problem then 1.0 else 0.0 end)`, 4)}
                  from created) as "problemShare"`,
  );
}

/** The company-wide totals an employee sees beside their own figures. */
export function forwarderTotals(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(scope, window)})
        select (select count(*)::int from analytics_order_facts f
                 where ${scope} and ${instantInRange(sql`f.created_at`, window)}) as "ordersCreated",
               (select count(*)::int from done) as "ordersCompleted",
               (select ${rounded(moneyIn(window), 2)} from done) as spend`,
  );
}

/**
 * Each order counted in the bucket of each event it had in range: created, published,
 * carrier selected (the response accepted), completed (the trip's step), cancelled (a
 * cancelled order's last change is its cancellation: nothing changes a terminal order).
 */
export function ordersByPeriod(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  const count = (event: string) =>
    sql`coalesce(c.${sql.identifier(event)}, 0)::int as ${sql.identifier(event)}`;
  const counted = (event: string) =>
    sql`count(*) filter (where event = ${event}) as ${sql.identifier(event)}`;
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        events as (
          select event, at
            from analytics_order_facts f
           cross join lateral (values ('created', f.created_at), ('published', f.published_at),
                                      ('selected', f.selected_at), ('completed', f.completed_at),
                                      ('cancelled', f.cancelled_at)) as e(event, at)
           where ${scope} and at is not null),
        per_bucket as (
          select ${bucketOfInstant(sql`at`, window)} as period,
                 ${counted('created')}, ${counted('published')}, ${counted('selected')},
                 ${counted('completed')}, ${counted('cancelled')}
            from events where ${instantInRange(sql`at`, window)} group by 1)
        select ${periodText(sql`b.period`)} as period, ${count('created')}, ${count('published')},
               ${count('selected')}, ${count('completed')}, ${count('cancelled')}
          from buckets b left join per_bucket c using (period)
         order by b.period`,
  );
}

/**
 * Agreed price per great-circle kilometre per transport type, of the orders completed in range:
 * each order's distance is the sum of the haversine legs between its route points in order;
 * orders with a point without coordinates, or a distance of 0, are left out. The figure is
 * total price ÷ total kilometres (an average weighted by distance).
 */
export function pricePerKm(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`select d.transport_type as "transportType",
               ${rounded(sql`sum(d.price) / sum(d.km)`, 2)} as "pricePerKm",
               count(*)::int as orders
          from (${completedOrders(scope, window)}) d
         where d.km > 0 and d.currency = ${window.currency}
         group by d.transport_type
         order by d.transport_type`,
  );
}

/** Median and 90th percentile of the hours from publishing to the carrier's selection. */
export function timeToSelection(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`with selected as (${selections(scope, window)})
          select ${bucketOfInstant(sql`selected_at`, window)} as period,
                 percentile_cont(0.5) within group (order by hours) as median,
                 percentile_cont(0.9) within group (order by hours) as p90
            from selected group by 1`,
      sql`${rounded(sql`p.median`, 1)} as "medianHours", ${rounded(sql`p.p90`, 1)} as "p90Hours"`,
    ),
  );
}

/** Responses (not withdrawn) per order, averaged over the orders published in each bucket. */
export function responsesPerOrder(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`select ${bucketOfInstant(sql`f.published_at`, window)} as period,
                 avg(f.responses) as average
            from analytics_order_facts f
           where ${scope} and ${instantInRange(sql`f.published_at`, window)}
           group by 1`,
      sql`${rounded(sql`coalesce(p.average, 0)`, 2)} as "averageResponses"`,
    ),
  );
}

/** Top ten carriers of the completed orders, with the average score this side gave them. */
export function topCarriers(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(scope, window)})
        select c.name as carrier, count(*)::int as orders,
               ${rounded(sql`avg(d.forwarder_score)`, 2)} as "averageRating"
          from done d
          join companies c on c.id = d.carrier_company_id
         group by c.id, c.name
         order by orders desc, c.name
         limit 10`,
  );
}

/** Of the orders created in each bucket, the share that got at least one problem report. */
export function problemShareByPeriod(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`with created as (${createdWithProblems(scope, window)})
          select ${bucketOfInstant(sql`created_at`, window)} as period,
                 avg(case when had_problem then 1.0 else 0.0 end) as share
            from created group by 1`,
      sql`${rounded(sql`p.share`, 4)} as "problemShare"`,
    ),
  );
}

/** The owner's view of the people who created the completed orders: count and spend. */
export function byEmployee(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with done as (${completedOrders(scope, window)})
        select concat_ws(' ', u.last_name, u.first_name) as employee, count(*)::int as orders,
               ${rounded(moneyIn(window, sql`d.price`), 2)} as spend
          from done d join users u on u.id = d.created_by
         group by u.id, u.last_name, u.first_name
         order by orders desc, employee
         limit 10`,
  );
}
