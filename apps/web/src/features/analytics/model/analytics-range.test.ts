import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  isoDay,
  platformTodayDay,
  presetOf,
  presetRange,
  RangePreset,
  readSelection,
} from './analytics-range';

const today = dayjs('2026-11-24');
const rangeOf = (preset: RangePreset) => presetRange(preset, today).map(isoDay);

describe('the analytics range', () => {
  it('ends every preset today and starts it on the period’s first day', () => {
    expect(rangeOf(RangePreset.THIS_MONTH)).toEqual(['2026-11-01', '2026-11-24']);
    expect(rangeOf(RangePreset.LAST_30_DAYS)).toEqual(['2026-10-26', '2026-11-24']);
    expect(rangeOf(RangePreset.THIS_QUARTER)).toEqual(['2026-10-01', '2026-11-24']);
    expect(rangeOf(RangePreset.THIS_YEAR)).toEqual(['2026-01-01', '2026-11-24']);
    expect(presetRange(RangePreset.THIS_QUARTER, dayjs('2026-03-31')).map(isoDay)).toEqual([
      '2026-01-01',
      '2026-03-31',
    ]);
  });

  it('counts today on the platform’s calendar, which starts a day five hours before UTC does', () => {
    // 20:30 UTC on the 24th is already the 25th in Kazakhstan (UTC+5), where the days are counted.
    expect(isoDay(platformTodayDay(new Date('2026-11-24T20:30:00Z')))).toBe('2026-11-25');
    expect(isoDay(platformTodayDay(new Date('2026-11-24T18:59:00Z')))).toBe('2026-11-24');
  });

  it('reads the range and currency from the address', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-03-31&currency=USD');
    expect(readSelection(params, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'USD',
    });
  });

  it('shows the last 30 days in tenge when the address says nothing', () => {
    expect(readSelection(new URLSearchParams(), today)).toEqual(defaultSelection(today));
    expect(defaultSelection(today)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      currency: 'KZT',
    });
  });

  it('falls back to the default range for a reversed, too long or broken range, keeping a valid currency', () => {
    for (const search of [
      'from=2026-03-01&to=2026-01-01&currency=EUR',
      'from=2024-01-01&to=2026-01-01&currency=EUR',
      'from=yesterday&to=2026-01-01&currency=EUR',
    ]) {
      expect(readSelection(new URLSearchParams(search), today), search).toEqual({
        ...defaultSelection(today),
        currency: 'EUR',
      });
    }
    expect(readSelection(new URLSearchParams('currency=GBP'), today).currency).toBe('KZT');
  });

  it('names the preset a range is, and none for a custom range', () => {
    expect(presetOf('2026-11-01', '2026-11-24', today)).toBe(RangePreset.THIS_MONTH);
    expect(presetOf('2026-01-01', '2026-11-24', today)).toBe(RangePreset.THIS_YEAR);
    expect(presetOf('2026-02-01', '2026-02-28', today)).toBeUndefined();
  });
});
