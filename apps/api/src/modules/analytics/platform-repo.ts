import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { figureRows, type FigureRows } from './order-facts-repo.js';
import {
  type AnalyticsWindow,
  bucketOfDay,
  bucketOfInstant,
  bucketSeries,
  dayInRange,
  hoursBetween,
  instantInRange,
  periodSeries,
  periodText,
  rounded,
} from './window-repo.js';

/** What waits for a decision now: the review queues of the platform's staff. */
const pendingCounts = sql`
  select (select count(*) from companies where status = 'PENDING_REVIEW' and kind <> 'PLATFORM')::int as companies,
         (select count(*) from drivers where status = 'PENDING_APPROVAL' and retired_at is null)::int as drivers,
         (select count(*) from order_problems where status = 'OPEN')::int as problems,
         (select count(*) from order_deletion_requests where status = 'PENDING')::int as deletions`;

/**
 * Companies active on the range's days (an order created or a response sent), from the daily
 * rollup the writes keep (db/schema/analytics.ts).
 */
const activity = (window: AnalyticsWindow) => sql`
  select ${bucketOfDay(sql`day`, window)} as period, company_id
    from analytics_daily_active_companies where ${dayInRange(sql`day`, window)}
   group by 1, 2`;

export function platformKpis(db: DbExecutor, window: AnalyticsWindow): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with pending as (${pendingCounts})
        select (select count(*)::int from (
                  select company_id from analytics_daily_active_companies
                   where ${dayInRange(sql`day`, window)} group by company_id) a) as "activeCompanies",
               pending.companies as "pendingCompanies", pending.drivers as "pendingDrivers",
               pending.problems as "openProblems", pending.deletions as "pendingDeletions"
          from pending`,
  );
}

export function pendingQueues(db: DbExecutor): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with pending as (${pendingCounts})
        select queue, count from pending
          cross join lateral (values ('companies', pending.companies), ('drivers', pending.drivers),
                                     ('problems', pending.problems), ('deletions', pending.deletions))
                             as q(queue, count)`,
  );
}

/** Forwarder and carrier companies registered (created) per bucket. */
export function registrationsByPeriod(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        registered as (
          select ${bucketOfInstant(sql`created_at`, window)} as period, kind
            from companies where kind <> 'PLATFORM' and ${instantInRange(sql`created_at`, window)})
        select ${periodText(sql`b.period`)} as period,
               count(r.kind) filter (where r.kind = 'FORWARDER')::int as forwarder,
               count(r.kind) filter (where r.kind = 'CARRIER')::int as carrier
          from buckets b left join registered r using (period)
         group by b.period order by b.period`,
  );
}

/**
 * Hours from a company's submission (its latest SUBMITTED or RESUBMITTED step before the
 * decision, else its registration) to the approval or rejection, of decisions in range.
 */
export function registrationDecisionTime(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with decisions as (
          select c.kind, ${hoursBetween(sql`coalesce(s.submitted_at, c.created_at)`, sql`h.created_at`)} as hours
            from company_review_history h
            join companies c on c.id = h.company_id
            left join lateral (
              select max(p.created_at) as submitted_at from company_review_history p
               where p.company_id = h.company_id and p.action in ('SUBMITTED', 'RESUBMITTED')
                 and p.created_at <= h.created_at) s on true
           where h.action in ('APPROVED', 'REJECTED') and c.kind <> 'PLATFORM'
             and ${instantInRange(sql`h.created_at`, window)})
        select kinds.kind as "companyKind",
               ${rounded(sql`percentile_cont(0.5) within group (order by d.hours)`, 1)} as "medianHours",
               ${rounded(sql`percentile_cont(0.9) within group (order by d.hours)`, 1)} as "p90Hours"
          from (values ('FORWARDER'), ('CARRIER')) kinds(kind)
          left join decisions d on d.kind = kinds.kind
         group by kinds.kind order by kinds.kind desc`,
  );
}

/** The security service's driver decisions per bucket: approved, rejected, blacklisted. */
export function driverDecisions(db: DbExecutor, window: AnalyticsWindow): Promise<FigureRows> {
  const counted = (action: string, key: string) =>
    sql`count(d.action) filter (where d.action = ${action})::int as ${sql.identifier(key)}`;
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        decided as (
          select ${bucketOfInstant(sql`created_at`, window)} as period, action
            from driver_status_history
           where action in ('APPROVED', 'REJECTED', 'BLACKLISTED')
             and ${instantInRange(sql`created_at`, window)})
        select ${periodText(sql`b.period`)} as period, ${counted('APPROVED', 'approved')},
               ${counted('REJECTED', 'rejected')}, ${counted('BLACKLISTED', 'blacklisted')}
          from buckets b left join decided d using (period)
         group by b.period order by b.period`,
  );
}

/** Problem reports opened and decided per bucket, with the median hours to the decision. */
export function problemOrders(db: DbExecutor, window: AnalyticsWindow): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        opened as (
          select ${bucketOfInstant(sql`created_at`, window)} as period, count(*) as opened
            from order_problems where ${instantInRange(sql`created_at`, window)} group by 1),
        decided as (
          select ${bucketOfInstant(sql`decided_at`, window)} as period, count(*) as decided,
                 percentile_cont(0.5) within group (order by ${hoursBetween(sql`created_at`, sql`decided_at`)}) as median
            from order_problems
           where decided_at is not null and ${instantInRange(sql`decided_at`, window)} group by 1)
        select ${periodText(sql`b.period`)} as period, coalesce(o.opened, 0)::int as opened,
               coalesce(d.decided, 0)::int as decided, ${rounded(sql`d.median`, 1)} as "medianDecisionHours"
          from buckets b left join opened o using (period) left join decided d using (period)
         order by b.period`,
  );
}

/** Deletion requests made per bucket, and those approved and rejected per bucket of decision. */
export function deletionRequests(db: DbExecutor, window: AnalyticsWindow): Promise<FigureRows> {
  const counted = (event: string) =>
    sql`count(e.event) filter (where e.event = ${event})::int as ${sql.identifier(event)}`;
  return figureRows(
    db,
    sql`with buckets as (${bucketSeries(window)}),
        events as (
          select 'requested' as event, created_at as at from order_deletion_requests
          union all
          select lower(status), decided_at from order_deletion_requests
           where status in ('APPROVED', 'REJECTED') and decided_at is not null),
        placed as (
          select ${bucketOfInstant(sql`at`, window)} as period, event
            from events where ${instantInRange(sql`at`, window)})
        select ${periodText(sql`b.period`)} as period, ${counted('requested')},
               ${counted('approved')}, ${counted('rejected')}
          from buckets b left join placed e using (period)
         group by b.period order by b.period`,
  );
}

export function activeCompaniesByPeriod(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`select period, count(*) as companies from (${activity(window)}) a group by period`,
      sql`coalesce(p.companies, 0)::int as "activeCompanies"`,
    ),
  );
}

/** Orders created per bucket across the platform and their listed price, from the rollup. */
export function ordersValue(db: DbExecutor, window: AnalyticsWindow): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`select ${bucketOfDay(sql`day`, window)} as period, sum(orders) as orders,
                 sum(value) filter (where currency = ${window.currency}) as value
            from analytics_daily_orders where ${dayInRange(sql`day`, window)} group by 1`,
      sql`coalesce(p.orders, 0)::int as orders,
               ${rounded(sql`coalesce(p.value, 0)`, 2)} as value`,
    ),
  );
}

/** Which currencies orders created in range are priced in. */
export async function platformCurrencies(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<string[]> {
  const rows = await figureRows(
    db,
    sql`select distinct currency from analytics_daily_orders
         where orders > 0 and ${dayInRange(sql`day`, window)}`,
  );
  return rows.map((row) => String(row.currency));
}
