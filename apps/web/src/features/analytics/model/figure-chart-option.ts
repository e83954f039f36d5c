import {
  AnalyticsChartKind,
  AnalyticsColumnType,
  type AnalyticsColumn,
  type AnalyticsFigure,
} from '@freight/shared';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import {
  columnTitle,
  formatAxisTick,
  formatCell,
  formatPeriod,
  isTextColumn,
  type FigureFormat,
} from './figure-format';

export type FigureChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** Ant Design's palette (blue, green, gold, red, purple, cyan, magenta), as the rest of the app. */
export const CHART_COLORS = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#ff4d4f',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
];

/** The plot shrinks so the axes' labels stay inside the chart (ECharts 6's `containLabel`). */
const GRID_KEEPING_LABELS = {
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const satisfies GridComponentOption;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A category's name on the axis: periods short ("17.11", "нояб. 26"), enum values translated. */
function categoryLabel(value: unknown, column: AnalyticsColumn, format: FigureFormat): string {
  if (typeof value !== 'string') return '';
  if (column.type === AnalyticsColumnType.PERIOD)
    return formatPeriod(value, format.bucket, 'short');
  return formatCell(value, column, format);
}

/**
 * The tooltip of one category: every column of its row, formatted like the table (also the
 * columns the chart does not draw, such as a ranking's second measure).
 */
function rowTooltip(figure: AnalyticsFigure, rowIndex: number, format: FigureFormat): string {
  const row = figure.rows[rowIndex];
  if (!row) return '';
  const [category, ...values] = figure.columns;
  const heading = category ? formatCell(row[category.key] ?? null, category, format) : '';
  const lines = values.map(
    (column) =>
      `${escapeHtml(columnTitle(figure.id, column, format))}: <b>${escapeHtml(
        formatCell(row[column.key] ?? null, column, format),
      )}</b>`,
  );
  return [`<b>${escapeHtml(heading)}</b>`, ...lines].join('<br/>');
}

/** The index of the hovered category, whatever shape ECharts hands the formatter. */
function hoveredIndex(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  if (typeof first === 'object' && first !== null && 'dataIndex' in first) {
    return typeof first.dataIndex === 'number' ? first.dataIndex : -1;
  }
  return -1;
}

const numberOrGap = (value: unknown) => (typeof value === 'number' ? value : null);

/** Where the chart is drawn: a phone's column is narrow (375 px, about 300 px of plot). */
export interface ChartLayout {
  narrow: boolean;
}

/**
 * The legend: scrolling pages ("1/3") on a desktop row would hide series on a phone, so a
 * narrow chart's legend wraps onto as many rows as it needs, and the plot leaves them room.
 */
function legendOf(
  count: number,
  layout: ChartLayout,
): { legend: LegendComponentOption; room: number } {
  if (!layout.narrow) return { legend: { type: 'scroll', bottom: 0 }, room: 36 };
  const rows = Math.ceil(count / 2);
  return { legend: { type: 'plain', bottom: 0, itemGap: 8 }, room: 12 + rows * 22 };
}

/**
 * A value axis's name: the currency of money (ticks read "10M"), else the measure's own title
 * when the axis carries one measure; units already in the ticks (hours, days, %) need none.
 */
function axisName(
  unit: AnalyticsColumnType,
  columns: AnalyticsColumn[],
  figure: AnalyticsFigure,
  format: FigureFormat,
): string | undefined {
  if (unit === AnalyticsColumnType.MONEY) return format.currency;
  if (unit !== AnalyticsColumnType.COUNT && unit !== AnalyticsColumnType.NUMBER) return undefined;
  const [only, ...others] = columns.filter((column) => column.type === unit);
  return only && others.length === 0 ? columnTitle(figure.id, only, format) : undefined;
}

/**
 * The ECharts option of any figure of the contract, from its chart kind and its columns'
 * types: the first column is the category axis, the others are series. Quantities of two
 * kinds (orders and money, counts and hours) get an axis each; in a plain bar chart the
 * second kind is drawn as a line over the bars, so the two read apart.
 */
export function chartOptionOf(
  figure: AnalyticsFigure,
  format: FigureFormat,
  layout: ChartLayout = { narrow: false },
): FigureChartOption {
  const [categoryColumn, ...rest] = figure.columns;
  const valueColumns = rest.filter((column) => !isTextColumn(column));
  if (!categoryColumn) return {};
  const categories = figure.rows.map((row) =>
    categoryLabel(row[categoryColumn.key], categoryColumn, format),
  );
  const tooltip: TooltipComponentOption = {
    trigger: figure.chart === AnalyticsChartKind.PIE ? 'item' : 'axis',
    confine: true,
    formatter: (params: unknown) => rowTooltip(figure, hoveredIndex(params), format),
  };
  const valuesOf = (column: AnalyticsColumn) =>
    figure.rows.map((row) => numberOrGap(row[column.key]));

  if (figure.chart === AnalyticsChartKind.PIE) {
    const [measure] = valueColumns;
    const { legend } = legendOf(figure.rows.length, layout);
    return {
      color: CHART_COLORS,
      tooltip,
      legend,
      series: measure && [
        {
          type: 'pie',
          // A phone's legend takes rows below: the ring moves up and shrinks to stay clear.
          radius: layout.narrow ? ['28%', '50%'] : ['40%', '70%'],
          center: ['50%', layout.narrow ? '36%' : '50%'],
          data: figure.rows.map((row, index) => ({
            name: categories[index] ?? '',
            value: numberOrGap(row[measure.key]) ?? 0,
          })),
        },
      ],
    };
  }

  if (figure.chart === AnalyticsChartKind.RANKING) {
    // One measure ranks the rows (the server sorted them by it); the others are in the tooltip.
    const [measure] = valueColumns;
    return {
      color: CHART_COLORS,
      tooltip,
      grid: { ...GRID_KEEPING_LABELS, left: 8, right: 24, top: 8, bottom: 8 },
      xAxis: {
        type: 'value',
        minInterval: measure?.type === AnalyticsColumnType.COUNT ? 1 : undefined,
        axisLabel: {
          formatter: (value: number) => formatAxisTick(value, measure?.type ?? 'count'),
        },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: categories,
        // Names wrap onto a second line rather than lose their end; the tooltip has them whole.
        axisLabel: { width: layout.narrow ? 110 : 160, overflow: 'break', lineHeight: 14 },
      },
      series: measure && [
        {
          type: 'bar',
          name: columnTitle(figure.id, measure, format),
          data: valuesOf(measure),
          barMaxWidth: 18,
        },
      ],
    };
  }

  const units = [...new Set(valueColumns.map((column) => column.type))].slice(0, 2);
  const axisOf = (column: AnalyticsColumn) => Math.max(0, units.indexOf(column.type));
  const seriesType = (column: AnalyticsColumn): 'bar' | 'line' => {
    if (figure.chart === AnalyticsChartKind.LINE) return 'line';
    return axisOf(column) === 0 ? 'bar' : 'line';
  };
  const { legend, room } = legendOf(valueColumns.length, layout);
  const named = units.some((unit) => axisName(unit, valueColumns, figure, format) !== undefined);
  return {
    color: CHART_COLORS,
    tooltip,
    legend: valueColumns.length > 1 ? legend : undefined,
    grid: {
      ...GRID_KEEPING_LABELS,
      left: 8,
      right: 8,
      top: named ? 28 : 16,
      bottom: valueColumns.length > 1 ? room : 8,
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisTick: { alignWithLabel: true },
      // Periods may skip labels (every other week stays readable); named categories (queues,
      // transport types) may not, so theirs wrap instead.
      // On a phone they slant, so that neighbours never overlap (the tooltip names them whole).
      ...(categoryColumn.type === AnalyticsColumnType.PERIOD
        ? {}
        : {
            axisLabel: layout.narrow
              ? { interval: 0, rotate: 40, width: 96, overflow: 'truncate' as const }
              : { interval: 0, width: 90, overflow: 'break' as const, lineHeight: 14 },
          }),
    },
    yAxis: units.map((unit, index) => ({
      type: 'value' as const,
      name: axisName(unit, valueColumns, figure, format),
      nameTextStyle: { align: index === 0 ? ('left' as const) : ('right' as const) },
      ...(unit === AnalyticsColumnType.RATIO ? { min: 0, max: 1 } : {}),
      // Whole orders and responses: no "0.5" ticks.
      minInterval: unit === AnalyticsColumnType.COUNT ? 1 : undefined,
      axisLabel: { formatter: (value: number) => formatAxisTick(value, unit) },
      // The second axis keeps its own scale without a second set of grid lines.
      splitLine: { show: unit === units[0] },
    })),
    series: valueColumns.map((column) => {
      const common = {
        name: columnTitle(figure.id, column, format),
        yAxisIndex: axisOf(column),
        data: valuesOf(column),
      };
      const line: LineSeriesOption = { ...common, type: 'line', symbolSize: 6 };
      const bar: BarSeriesOption = {
        ...common,
        type: 'bar',
        barMaxWidth: 28,
        stack: figure.chart === AnalyticsChartKind.STACKED_BAR ? 'total' : undefined,
      };
      return seriesType(column) === 'line' ? line : bar;
    }),
  };
}
