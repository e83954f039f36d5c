import {
  AnalyticsBucket,
  AnalyticsColumnType,
  type AnalyticsCell,
  type AnalyticsColumn,
  type AnalyticsDashboardKind,
  type AnalyticsFigure,
  type Currency,
} from '@freight/shared';
import type { TFunction } from 'i18next';
import {
  formatCompactNumber,
  formatDate,
  formatDuration,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
} from '../../../lib/format/format';

/** The texts a dashboard's figures need besides their own: enum values of `key` columns. */
export const FIGURE_NAMESPACES = ['analytics', 'orders', 'review'] as const;

/**
 * Where a `key` column's values are translated: the existing enums' keys (the order form's
 * transport types, the company kinds of the review screens), else the dashboard's own.
 */
const KEY_TRANSLATIONS: Record<string, string> = {
  transportType: 'orders:transportType',
  companyKind: 'review:kind',
  queue: 'analytics:queues',
};

/** What every cell of one dashboard is formatted with. */
export interface FigureFormat {
  /** Figures of different dashboards share ids (`kpis`, `topLanes`) but not their meaning. */
  kind: AnalyticsDashboardKind;
  currency: Currency;
  bucket: AnalyticsBucket;
  t: TFunction<typeof FIGURE_NAMESPACES>;
}

const NO_VALUE = '—';

export function formatPeriod(isoDay: string, bucket: AnalyticsBucket, style: 'long' | 'short') {
  if (bucket === AnalyticsBucket.MONTH) return formatMonth(isoDay, style);
  return style === 'long' ? formatDate(isoDay) : formatDate(isoDay).slice(0, 5);
}

/** Ratios and durations read the same in a cell and on an axis. */
function formatWithUnit(value: number, type: AnalyticsColumnType): string | undefined {
  switch (type) {
    case AnalyticsColumnType.RATIO:
      return formatPercent(value);
    case AnalyticsColumnType.HOURS:
      return formatDuration(value, 'hour');
    case AnalyticsColumnType.DAYS:
      return formatDuration(value, 'day');
    default:
      return undefined;
  }
}

/** A cell as the table, the tooltips and the KPI cards show it, in the reader's language. */
export function formatCell(value: AnalyticsCell, column: AnalyticsColumn, format: FigureFormat) {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    switch (column.type) {
      case AnalyticsColumnType.PERIOD:
        return formatPeriod(value, format.bucket, 'long');
      case AnalyticsColumnType.KEY: {
        const prefix = KEY_TRANSLATIONS[column.key];
        return prefix ? format.t(`${prefix}.${value}`, { defaultValue: value }) : value;
      }
      default:
        return value;
    }
  }
  if (column.type === AnalyticsColumnType.MONEY) return formatMoney(value, format.currency);
  if (column.type === AnalyticsColumnType.COUNT) return formatNumber(value, 0);
  return formatWithUnit(value, column.type) ?? formatNumber(value, 2);
}

/** A value axis's tick: shortened ("1,2 млн"), with the unit of the column it measures. */
export function formatAxisTick(value: number, type: AnalyticsColumnType): string {
  return formatWithUnit(value, type) ?? formatCompactNumber(value);
}

/** The texts of a figure: `<key>.title`, `<key>.definition`, `<key>.columns.<column>`. */
export function figureTextKey(figureId: string, format: Pick<FigureFormat, 'kind'>): string {
  return `analytics:figures.${format.kind}.${figureId}`;
}

/**
 * A column's heading: the figure's own name for it where the shared one would mislead (the
 * registrations' `carrier` counts companies, a ranking's `carrier` names one), else the
 * shared one; the period column says whether it counts weeks or months.
 */
export function columnTitle(figureId: string, column: AnalyticsColumn, format: FigureFormat) {
  if (column.type === AnalyticsColumnType.PERIOD) {
    return format.t(`analytics:period.${format.bucket}`);
  }
  return format.t(
    [`${figureTextKey(figureId, format)}.columns.${column.key}`, `analytics:columns.${column.key}`],
    { defaultValue: column.key },
  );
}

/** A column's heading in a file, whose raw amounts carry no currency of their own. */
export function exportColumnTitle(figureId: string, column: AnalyticsColumn, format: FigureFormat) {
  const title = columnTitle(figureId, column, format);
  return column.type === AnalyticsColumnType.MONEY ? `${title}, ${format.currency}` : title;
}

/** Columns holding text (the category axis: periods, labels, keys), not quantities. */
export function isTextColumn(column: AnalyticsColumn): boolean {
  return (
    column.type === AnalyticsColumnType.PERIOD ||
    column.type === AnalyticsColumnType.LABEL ||
    column.type === AnalyticsColumnType.KEY
  );
}

/**
 * A figure with nothing to draw: no rows, or only zeros and gaps (the server fills every
 * period of the range, so an idle range is a row of zeros, not an empty list).
 */
export function isFigureEmpty(figure: AnalyticsFigure): boolean {
  const valueColumns = figure.columns.filter((column) => !isTextColumn(column));
  return !figure.rows.some((row) =>
    valueColumns.some((column) => {
      const value = row[column.key];
      return typeof value === 'number' && value !== 0;
    }),
  );
}
