import {
  AnalyticsBucket,
  AnalyticsChartKind,
  AnalyticsDashboardKind,
  Currency,
} from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { makeFigure } from '../../../test/analytics-factories';
import { exportTableOf, toCsv, toSheetData } from './figure-export';
import { formatCell, isFigureEmpty, type FigureFormat } from './figure-format';

const format: FigureFormat = {
  kind: AnalyticsDashboardKind.FORWARDER,
  currency: Currency.USD,
  bucket: AnalyticsBucket.MONTH,
  t: i18n.t,
};

const pricePerKm = makeFigure(
  'pricePerKm',
  AnalyticsChartKind.BAR,
  ['transportType:key', 'pricePerKm:money', 'orders:count'],
  [
    { transportType: 'REFRIGERATOR', pricePerKm: 512.25, orders: 3 },
    { transportType: 'TENT', pricePerKm: null, orders: 0 },
  ],
);

const topLanes = makeFigure(
  'topLanes',
  AnalyticsChartKind.RANKING,
  ['lane:label', 'orders:count', 'spend:money'],
  [{ lane: 'ТОО "Дала", Алматы → Астана\nтранзит', orders: 12, spend: 1_250_000.5 }],
);

const onTime = makeFigure(
  'onTime',
  AnalyticsChartKind.LINE,
  ['period:period', 'loadingOnTime:ratio', 'deliveryOnTime:ratio'],
  [
    { period: '2026-10-01', loadingOnTime: 0.75, deliveryOnTime: null },
    { period: '2026-11-01', loadingOnTime: 0, deliveryOnTime: 0 },
  ],
);

describe('a figure’s export', () => {
  it('keeps the server’s numbers raw and names the currency in the money headings', () => {
    const table = exportTableOf(pricePerKm, format);
    expect(table.title).toBe('Average price per kilometre');
    expect(table.headers).toEqual(['Transport type', 'Price per km, USD', 'Applications']);
    expect(table.rows).toEqual([
      ['Refrigerator', 512.25, 3],
      ['Tent (curtainsider)', null, 0],
    ]);
  });

  it('writes CSV by RFC 4180 with a byte-order mark for Excel', () => {
    const csv = toCsv(exportTableOf(topLanes, format));
    expect(csv).toBe(
      '\uFEFFLane,Applications,"Spend, USD"\r\n' +
        '"ТОО ""Дала"", Алматы → Астана\nтранзит",12,1250000.5\r\n',
    );
  });

  it('keeps ratios as fractions and periods as ISO days in the files', () => {
    const table = exportTableOf(onTime, format);
    expect(table.rows[0]).toEqual(['2026-10-01', 0.75, null]);
    expect(toCsv(table).split('\r\n')[1]).toBe('2026-10-01,0.75,');
  });

  it('gives spreadsheet cells a number format and never turns numbers into text', () => {
    const [header, first] = toSheetData(exportTableOf(onTime, format));
    expect(header?.[0]).toEqual({ value: 'Month', fontWeight: 'bold' });
    expect(first).toEqual(['2026-10-01', { value: 0.75, format: '0.0%' }, null]);
  });
});

describe('a figure’s cells', () => {
  it('are formatted per column type in the reader’s language', () => {
    const [period, ratio] = onTime.columns;
    expect(formatCell('2026-10-01', period!, format)).toBe('October 2026');
    expect(formatCell('2026-10-05', period!, { ...format, bucket: AnalyticsBucket.WEEK })).toBe(
      '05.10.2026',
    );
    expect(formatCell(0.755, ratio!, format)).toBe('75.5%');
    expect(formatCell(null, ratio!, format)).toBe('—');
    expect(formatCell(1_250_000.5, topLanes.columns[2]!, format)).toBe('$1,250,000.5');
    expect(formatCell(12.25, { key: 'medianHours', type: 'hours' }, format)).toBe('12.3 hr');
  });

  it('count a figure of zeros and gaps as empty, and one non-zero number as not', () => {
    expect(isFigureEmpty(onTime)).toBe(false);
    expect(isFigureEmpty({ ...onTime, rows: [onTime.rows[1]!] })).toBe(true);
    expect(isFigureEmpty({ ...onTime, rows: [] })).toBe(true);
  });
});
