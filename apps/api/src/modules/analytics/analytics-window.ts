import { AnalyticsBucket, type AnalyticsQuery } from '@freight/shared';
import type { AnalyticsWindow } from './window-repo.js';

export type { AnalyticsWindow };

/** The contract: weeks for ranges up to 92 days (a quarter), months beyond. */
const WEEK_BUCKET_MAX_DAYS = 92;

export function analyticsWindow(query: AnalyticsQuery): AnalyticsWindow {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  const bucket =
    query.bucket ?? (days <= WEEK_BUCKET_MAX_DAYS ? AnalyticsBucket.WEEK : AnalyticsBucket.MONTH);
  return { from: query.from, to: query.to, bucket, currency: query.currency };
}
