import {
  AnalyticsChartKind as Chart,
  AnalyticsColumnType as Type,
  type AnalyticsChartKind,
  type AnalyticsColumn,
  type AnalyticsFigure,
} from '@freight/shared';
import type { FigureRows } from './order-facts-repo.js';

/**
 * Every figure of the three dashboards: its chart and its columns, the first being the
 * category axis (docs/api/analytics.md states each one's definition). The repositories answer
 * rows whose keys are these columns' keys.
 */
interface FigureSpec {
  chart: AnalyticsChartKind;
  columns: readonly AnalyticsColumn[];
}

const column = (key: string, type: AnalyticsColumn['type']): AnalyticsColumn => ({ key, type });
const period = column('period', Type.PERIOD);
const count = (key: string) => column(key, Type.COUNT);
const money = (key: string) => column(key, Type.MONEY);
const ratio = (key: string) => column(key, Type.RATIO);
const hours = (key: string) => column(key, Type.HOURS);
const number = (key: string) => column(key, Type.NUMBER);
const label = (key: string) => column(key, Type.LABEL);
/** Issue 31: how soon published orders got their first response and their carrier. */
const exchangeSpeed = {
  chart: Chart.LINE,
  columns: [
    period,
    hours('medianHoursToFirstResponse'),
    hours('medianHoursToSelection'),
    count('published'),
    count('answered'),
  ],
};
const exchangeSpeedByLane = {
  chart: Chart.RANKING,
  columns: [
    label('lane'),
    count('published'),
    hours('medianHoursToFirstResponse'),
    hours('medianHoursToSelection'),
  ],
};
const onTime = {
  chart: Chart.LINE,
  columns: [period, ratio('loadingOnTime'), ratio('deliveryOnTime')],
};

export const FORWARDER_FIGURES = {
  kpis: {
    chart: Chart.KPI,
    columns: [
      count('ordersCreated'),
      count('ordersCompleted'),
      money('spend'),
      hours('medianHoursToSelection'),
      ratio('problemShare'),
    ],
  },
  companyTotals: {
    chart: Chart.KPI,
    columns: [count('ordersCreated'), count('ordersCompleted'), money('spend')],
  },
  // Grouped, not stacked: the events are of the same orders, so their sum means nothing.
  ordersByPeriod: {
    chart: Chart.BAR,
    columns: [
      period,
      count('created'),
      count('published'),
      count('selected'),
      count('completed'),
      count('cancelled'),
    ],
  },
  spendByPeriod: { chart: Chart.BAR, columns: [period, money('spend')] },
  pricePerKm: {
    chart: Chart.BAR,
    columns: [column('transportType', Type.KEY), money('pricePerKm'), count('orders')],
  },
  topLanes: { chart: Chart.RANKING, columns: [label('lane'), count('orders'), money('spend')] },
  timeToSelection: {
    chart: Chart.LINE,
    columns: [period, hours('medianHours'), hours('p90Hours')],
  },
  responsesPerOrder: { chart: Chart.BAR, columns: [period, number('averageResponses')] },
  exchangeSpeed,
  exchangeSpeedByLane,
  onTime,
  topCarriers: {
    chart: Chart.RANKING,
    columns: [label('carrier'), count('orders'), number('averageRating')],
  },
  problemShare: { chart: Chart.LINE, columns: [period, ratio('problemShare')] },
  byEmployee: {
    chart: Chart.RANKING,
    columns: [label('employee'), count('orders'), money('spend')],
  },
} as const satisfies Record<string, FigureSpec>;

export const CARRIER_FIGURES = {
  kpis: {
    chart: Chart.KPI,
    columns: [
      count('responsesSent'),
      ratio('acceptanceRate'),
      count('ordersCompleted'),
      money('revenue'),
      number('averageRating'),
    ],
  },
  // Grouped: accepted and declined responses were sent too.
  responsesByPeriod: {
    chart: Chart.BAR,
    columns: [period, count('sent'), count('accepted'), count('declined')],
  },
  acceptanceRate: { chart: Chart.LINE, columns: [period, ratio('acceptanceRate')] },
  revenueByPeriod: { chart: Chart.BAR, columns: [period, money('revenue')] },
  ordersPerDriver: { chart: Chart.RANKING, columns: [label('driver'), count('orders')] },
  ordersPerVehicle: { chart: Chart.RANKING, columns: [label('vehicle'), count('orders')] },
  onTime,
  ratingsReceived: {
    chart: Chart.LINE,
    columns: [period, number('averageRating'), count('ratings')],
  },
  finesPerDriver: { chart: Chart.RANKING, columns: [label('driver'), count('fines')] },
  topLanes: { chart: Chart.RANKING, columns: [label('lane'), count('orders'), money('revenue')] },
} as const satisfies Record<string, FigureSpec>;

export const PLATFORM_FIGURES = {
  kpis: {
    chart: Chart.KPI,
    columns: [
      count('activeCompanies'),
      count('pendingCompanies'),
      count('pendingDrivers'),
      count('openProblems'),
      count('pendingDeletions'),
    ],
  },
  registrationsByPeriod: {
    chart: Chart.STACKED_BAR,
    columns: [period, count('forwarder'), count('carrier')],
  },
  registrationDecisionTime: {
    chart: Chart.BAR,
    columns: [column('companyKind', Type.KEY), hours('medianHours'), hours('p90Hours')],
  },
  pendingQueues: { chart: Chart.BAR, columns: [column('queue', Type.KEY), count('count')] },
  driverDecisions: {
    chart: Chart.STACKED_BAR,
    columns: [period, count('approved'), count('rejected'), count('blacklisted')],
  },
  problemOrders: {
    chart: Chart.BAR,
    columns: [period, count('opened'), count('decided'), hours('medianDecisionHours')],
  },
  deletionRequests: {
    chart: Chart.BAR,
    columns: [period, count('requested'), count('approved'), count('rejected')],
  },
  activeCompanies: { chart: Chart.LINE, columns: [period, count('activeCompanies')] },
  ordersValue: { chart: Chart.BAR, columns: [period, count('orders'), money('value')] },
  exchangeSpeed,
  exchangeSpeedByLane,
} as const satisfies Record<string, FigureSpec>;

/** A figure of `specs` with its rows, the cells in the order of its columns. */
export function figureOf<Specs extends Record<string, FigureSpec>>(
  specs: Specs,
  id: keyof Specs & string,
  rows: FigureRows,
): AnalyticsFigure {
  const spec = specs[id] as FigureSpec;
  return {
    id,
    chart: spec.chart,
    columns: [...spec.columns],
    rows: rows.map((row) =>
      Object.fromEntries(spec.columns.map(({ key }) => [key, row[key] ?? null])),
    ),
  };
}
