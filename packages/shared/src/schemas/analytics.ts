import { z } from 'zod';
import { Currency } from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';

/**
 * Issue 12, the analytics contract. One call per dashboard answers every figure of that
 * dashboard for one date range and one currency; the server computes each figure in SQL,
 * scoped like the lists. A figure is a small table (columns + rows): the web app draws the
 * chart, the table view and the CSV/XLSX export from the same rows, so they cannot disagree.
 */

export const AnalyticsDashboardKind = {
  /** Forwarder company: owner (every employee) and employees (own orders + company totals). */
  FORWARDER: 'forwarder',
  /** Carrier company: owner and logisticians. */
  CARRIER: 'carrier',
  /** The admin: the whole platform. */
  PLATFORM: 'platform',
} as const;
export type AnalyticsDashboardKind =
  (typeof AnalyticsDashboardKind)[keyof typeof AnalyticsDashboardKind];

/** How time series are bucketed; the server picks weeks for ranges up to 92 days. */
export const AnalyticsBucket = { WEEK: 'week', MONTH: 'month' } as const;
export type AnalyticsBucket = (typeof AnalyticsBucket)[keyof typeof AnalyticsBucket];

/** The longest range one request may ask for (a year and a day, for leap years and presets). */
export const ANALYTICS_MAX_RANGE_DAYS = 367;

const isoDay = z.iso.date({ error: ValidationMessage.DATE });

export const analyticsQuerySchema = z
  .object({
    /** First day of the range, inclusive, in the platform's time zone (Asia/Almaty). */
    from: isoDay,
    /** Last day of the range, inclusive. */
    to: isoDay,
    /** Money figures are in this currency only; amounts are never summed across currencies. */
    currency: z.enum(Currency).default(Currency.KZT),
    /** Absent: weeks for ranges up to 92 days, months beyond. */
    bucket: z.enum(AnalyticsBucket).optional(),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: ValidationMessage.DATE_RANGE_ORDER,
  })
  .refine(
    (query) =>
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < ANALYTICS_MAX_RANGE_DAYS,
    { path: ['from'], message: ValidationMessage.ANALYTICS_RANGE_TOO_LONG },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * What a column holds, so the web app formats it per language and the export keeps numbers
 * as numbers: `period` is an ISO day (the bucket's first day), `money` is an amount in the
 * dashboard's currency, `ratio` is 0..1 (shown as a percentage), `hours` and `days` are
 * durations, `label` a text the server does not translate (a city, a company, a person),
 * `key` an enum value the web app translates (a role, a status, a transport type).
 */
export const AnalyticsColumnType = {
  PERIOD: 'period',
  LABEL: 'label',
  KEY: 'key',
  COUNT: 'count',
  NUMBER: 'number',
  MONEY: 'money',
  RATIO: 'ratio',
  HOURS: 'hours',
  DAYS: 'days',
} as const;
export type AnalyticsColumnType = (typeof AnalyticsColumnType)[keyof typeof AnalyticsColumnType];

/** How the web app draws a figure; every figure also has its table view. */
export const AnalyticsChartKind = {
  /** A handful of headline numbers: one row, one column per number. */
  KPI: 'kpi',
  LINE: 'line',
  BAR: 'bar',
  STACKED_BAR: 'stackedBar',
  /** Horizontal bars for rankings (top lanes, top carriers). */
  RANKING: 'ranking',
  PIE: 'pie',
} as const;
export type AnalyticsChartKind = (typeof AnalyticsChartKind)[keyof typeof AnalyticsChartKind];

export const analyticsColumnSchema = z.object({
  /** The row property; the web app's label is `analytics:columns.<key>`. */
  key: z.string(),
  type: z.enum(AnalyticsColumnType),
});
export type AnalyticsColumn = z.infer<typeof analyticsColumnSchema>;

export const analyticsCellSchema = z.union([z.string(), z.number(), z.null()]);
export type AnalyticsCell = z.infer<typeof analyticsCellSchema>;

export const analyticsFigureSchema = z.object({
  /**
   * Stable id, e.g. `ordersByStatus`; the web app's title is `analytics:figures.<id>.title`
   * and its definition (the tooltip) `analytics:figures.<id>.definition`.
   */
  id: z.string(),
  chart: z.enum(AnalyticsChartKind),
  /** The first column is the category axis (period, label or key); the rest are series. */
  columns: z.array(analyticsColumnSchema),
  rows: z.array(z.record(z.string(), analyticsCellSchema)),
});
export type AnalyticsFigure = z.infer<typeof analyticsFigureSchema>;

export const analyticsDashboardSchema = z.object({
  kind: z.enum(AnalyticsDashboardKind),
  from: isoDay,
  to: isoDay,
  currency: z.enum(Currency),
  bucket: z.enum(AnalyticsBucket),
  /** Currencies that have money in the range, so the selector can offer them first. */
  currenciesWithData: z.array(z.enum(Currency)),
  /** True when an employee sees their own orders beside the company's totals. */
  ownOrdersOnly: z.boolean(),
  figures: z.array(analyticsFigureSchema),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
