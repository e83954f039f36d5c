import {
  AnalyticsBucket,
  AnalyticsChartKind,
  AnalyticsDashboardKind,
  Currency,
} from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { makeFigure } from '../../../test/analytics-factories';
import { chartOptionOf } from './figure-chart-option';
import type { FigureFormat } from './figure-format';

const format: FigureFormat = {
  kind: AnalyticsDashboardKind.FORWARDER,
  currency: Currency.KZT,
  bucket: AnalyticsBucket.WEEK,
  t: i18n.t,
};

const PHONE = { narrow: true };
const DESKTOP = { narrow: false };

const queues = makeFigure(
  'queues',
  AnalyticsChartKind.BAR,
  ['queue:key', 'count:count'],
  [
    { queue: 'COMPANIES_IN_REVIEW', count: 2 },
    { queue: 'DRIVERS_PENDING', count: 1 },
    { queue: 'OPEN_PROBLEMS', count: 1 },
    { queue: 'DELETION_REQUESTS', count: 1 },
  ],
);

const ordersAndSpend = makeFigure(
  'ordersAndSpend',
  AnalyticsChartKind.BAR,
  ['period:period', 'orders:count', 'spend:money'],
  [{ period: '2026-11-23', orders: 29, spend: 9_400_000 }],
);

const driverDecisions = makeFigure(
  'driverDecisions',
  AnalyticsChartKind.STACKED_BAR,
  ['period:period', 'approved:count', 'rejected:count', 'blacklisted:count', 'expired:count'],
  [{ period: '2026-11-23', approved: 1, rejected: 1, blacklisted: 1, expired: 0 }],
);

const topCarriers = makeFigure(
  'topCarriers',
  AnalyticsChartKind.RANKING,
  ['carrier:label', 'orders:count'],
  [{ carrier: 'ТОО «Международные автоперевозки Жол Транс Логистик»', orders: 12 }],
);

/** The option's one x axis, as a plain record (the option's type allows arrays and more). */
const xAxisOf = (option: object) => (option as { xAxis: Record<string, unknown> }).xAxis;

describe('a figure’s chart on a phone (issue 30)', () => {
  it('slants named categories on a phone so that neighbours never overlap', () => {
    expect(xAxisOf(chartOptionOf(queues, format, PHONE)).axisLabel).toMatchObject({
      interval: 0,
      rotate: 40,
    });
    expect(xAxisOf(chartOptionOf(queues, format, DESKTOP)).axisLabel).not.toHaveProperty('rotate');
  });

  it('wraps the legend on a phone instead of paging it, and leaves the plot room for it', () => {
    const phone = chartOptionOf(driverDecisions, format, PHONE);
    expect(phone.legend).toMatchObject({ type: 'plain' });
    // Four series, two a row: two rows below the plot.
    expect(phone.grid).toMatchObject({ bottom: 12 + 2 * 22 });
    expect(chartOptionOf(driverDecisions, format, DESKTOP).legend).toMatchObject({
      type: 'scroll',
    });
  });

  it('names the money axis by its currency and a lone count by its measure', () => {
    const option = chartOptionOf(ordersAndSpend, format, PHONE);
    const names = (option.yAxis as { name?: string }[]).map((axis) => axis.name);
    expect(names).toEqual(['Applications', 'KZT']);
  });

  it('wraps a long carrier name in a ranking rather than cutting it', () => {
    const option = chartOptionOf(topCarriers, format, PHONE);
    expect((option.yAxis as { axisLabel: object }).axisLabel).toMatchObject({
      overflow: 'break',
    });
  });
});
