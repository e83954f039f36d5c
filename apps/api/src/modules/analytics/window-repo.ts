import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsBucket, Currency } from '@freight/shared';

/** One dashboard request's range, bucket and currency, settled (the bucket no longer optional). */
export interface AnalyticsWindow {
  from: string;
  to: string;
  bucket: AnalyticsBucket;
  currency: Currency;
}

/**
 * SQL pieces every analytics query shares. Days and buckets are those of the platform's time
 * zone (Asia/Almaty): a range's first day starts at its midnight there, and an instant falls
 * in the bucket of its local date. Weeks start on Monday (ISO, as date_trunc counts them).
 */
const ZONE = 'Asia/Almaty';

/** The instant the range's first day starts. */
export const rangeStart = (window: AnalyticsWindow): SQL =>
  sql`(${window.from}::date::timestamp at time zone ${ZONE})`;

/** The instant after the range's last day. */
export const rangeEnd = (window: AnalyticsWindow): SQL =>
  sql`((${window.to}::date + 1)::timestamp at time zone ${ZONE})`;

/** The instant `at` lies within the range. */
export const instantInRange = (at: SQL, window: AnalyticsWindow): SQL =>
  sql`(${at} >= ${rangeStart(window)} and ${at} < ${rangeEnd(window)})`;

/** The day `day` (a date column) lies within the range. */
export const dayInRange = (day: SQL, window: AnalyticsWindow): SQL =>
  sql`(${day} between ${window.from}::date and ${window.to}::date)`;

/** The first day of the bucket of the instant `at`. */
export const bucketOfInstant = (at: SQL, window: AnalyticsWindow): SQL =>
  sql`date_trunc(${window.bucket}::text, ${at} at time zone ${ZONE})::date`;

/** The first day of the bucket of the day `day`. */
export const bucketOfDay = (day: SQL, window: AnalyticsWindow): SQL =>
  sql`date_trunc(${window.bucket}::text, ${day}::timestamp)::date`;

/**
 * Every bucket of the range as `period` (a date), so charts get a continuous axis: the
 * first starts on or before the range's first day.
 */
export const bucketSeries = (window: AnalyticsWindow): SQL =>
  sql`select generate_series(date_trunc(${window.bucket}::text, ${window.from}::date::timestamp),
                             ${window.to}::date::timestamp,
                             ('1 ' || ${window.bucket}::text)::interval)::date as period`;

/** A bucket's first day as the ISO text the contract sends. */
export const periodText = (period: SQL): SQL => sql`to_char(${period}, 'YYYY-MM-DD')`;

/** Hours between two instants, to one decimal. */
export const hoursBetween = (start: SQL, end: SQL): SQL =>
  sql`extract(epoch from (${end} - ${start})) / 3600.0`;

/** Rounds a numeric expression to `digits` decimals and hands it over as a JS number. */
export const rounded = (value: SQL, digits: number): SQL =>
  sql`round((${value})::numeric, ${sql.raw(String(digits))})::float8`;

/**
 * A time series: every bucket of the range (`period`), left-joined to `perBucket` (a statement
 * answering one row per bucket with a `period` column, as `p`), so empty buckets stay.
 */
export const periodSeries = (window: AnalyticsWindow, perBucket: SQL, columns: SQL): SQL =>
  sql`with buckets as (${bucketSeries(window)}), per_bucket as (${perBucket})
      select ${periodText(sql`b.period`)} as period, ${columns}
        from buckets b left join per_bucket p using (period)
       order by b.period`;
