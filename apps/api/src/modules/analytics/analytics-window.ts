import { AnalyticsBucket, type AnalyticsQuery, type Currency } from '@freight/shared';

/** The contract: weeks for ranges up to 92 days (a quarter), months beyond. */
const WEEK_BUCKET_MAX_DAYS = 92;

/** One dashboard request's range, bucket and currency, settled (the bucket no longer optional). */
export interface AnalyticsWindow {
  from: string;
  to: string;
  bucket: AnalyticsBucket;
  currency: Currency;
}

export function analyticsWindow(query: AnalyticsQuery): AnalyticsWindow {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  const bucket =
    query.bucket ?? (days <= WEEK_BUCKET_MAX_DAYS ? AnalyticsBucket.WEEK : AnalyticsBucket.MONTH);
  return { from: query.from, to: query.to, bucket, currency: query.currency };
}
