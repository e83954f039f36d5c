import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { figureRows, type FigureRows, type OrderScope } from './order-facts-repo.js';
import {
  type AnalyticsWindow,
  bucketOfInstant,
  hoursBetween,
  instantInRange,
  periodSeries,
  rounded,
} from './window-repo.js';

/** Every order: the platform dashboard's scope. */
export const everyOrder: OrderScope = sql`true`;

/**
 * What an exchange sells (issue 31): how soon a published order got its first response and
 * its carrier. Orders published in the range, each with the hours from publication to either
 * (null while it has none).
 */
const published = (scope: OrderScope, window: AnalyticsWindow) => sql`
  select f.published_at, f.lane,
         ${hoursBetween(sql`f.published_at`, sql`f.first_response_at`)} as to_response,
         ${hoursBetween(sql`f.published_at`, sql`f.selected_at`)} as to_selection
    from analytics_order_facts f
   where ${scope} and f.published_at is not null
     and ${instantInRange(sql`f.published_at`, window)}`;

const medianOf = (column: string) =>
  rounded(sql`percentile_cont(0.5) within group (order by ${sql.identifier(column)})`, 1);

/** Per bucket of publication: orders published, answered, and the median hours to each step. */
export function exchangeSpeedByPeriod(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    periodSeries(
      window,
      sql`with speed as (${published(scope, window)})
          select ${bucketOfInstant(sql`published_at`, window)} as period,
                 count(*)::int as published, count(to_response)::int as answered,
                 ${medianOf('to_response')} as to_response, ${medianOf('to_selection')} as to_selection
            from speed group by 1`,
      sql`coalesce(p.published, 0) as published, coalesce(p.answered, 0) as answered,
          p.to_response as "medianHoursToFirstResponse",
          p.to_selection as "medianHoursToSelection"`,
    ),
  );
}

/** The ten lanes with the most orders published in the range, with the same measures. */
export function exchangeSpeedByLane(
  db: DbExecutor,
  scope: OrderScope,
  window: AnalyticsWindow,
): Promise<FigureRows> {
  return figureRows(
    db,
    sql`with speed as (${published(scope, window)})
        select lane, count(*)::int as published,
               ${medianOf('to_response')} as "medianHoursToFirstResponse",
               ${medianOf('to_selection')} as "medianHoursToSelection"
          from speed group by lane
         order by published desc, lane
         limit 10`,
  );
}
