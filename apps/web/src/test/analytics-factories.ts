import type { AnalyticsChartKind, AnalyticsColumnType, AnalyticsFigure } from '@freight/shared';

/** A figure as the contract sends it, its columns written `key:type` as the contract lists them. */
export function makeFigure(
  id: string,
  chart: AnalyticsChartKind,
  columns: `${string}:${AnalyticsColumnType}`[],
  rows: AnalyticsFigure['rows'],
): AnalyticsFigure {
  return {
    id,
    chart,
    columns: columns.map((column) => {
      const [key, type] = column.split(':') as [string, AnalyticsColumnType];
      return { key, type };
    }),
    rows,
  };
}
