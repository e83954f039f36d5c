import {
  analyticsDashboardSchema,
  type AnalyticsDashboard,
  type AnalyticsDashboardKind,
  type Currency,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** What one dashboard request asks for: whose dashboard, which days, which currency. */
export interface AnalyticsDashboardParams {
  kind: AnalyticsDashboardKind;
  /** ISO days, inclusive, in the platform's time zone. */
  from: string;
  to: string;
  currency: Currency;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  dashboard: (params: AnalyticsDashboardParams) => [...analyticsKeys.all, params] as const,
};

/** Every figure of one dashboard, computed by the server for the range and the currency. */
export function getAnalyticsDashboard(
  { kind, from, to, currency }: AnalyticsDashboardParams,
  signal?: AbortSignal,
): Promise<AnalyticsDashboard> {
  return http.get(`/analytics/${kind}`, analyticsDashboardSchema, {
    query: { from, to, currency },
    signal,
    // The dashboard shows its own error state with a retry.
    showErrors: false,
  });
}

export function analyticsDashboardQueryOptions(params: AnalyticsDashboardParams) {
  return queryOptions({
    queryKey: analyticsKeys.dashboard(params),
    queryFn: ({ signal }) => getAnalyticsDashboard(params, signal),
    // Another range or currency keeps the figures in view, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsDashboard(params: AnalyticsDashboardParams) {
  return useQuery(analyticsDashboardQueryOptions(params));
}
