import { analyticsQuerySchema, Currency, platformToday } from '@freight/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The ranges offered beside the calendar; each ends today. */
export const RangePreset = {
  THIS_MONTH: 'thisMonth',
  LAST_30_DAYS: 'last30Days',
  THIS_QUARTER: 'thisQuarter',
  THIS_YEAR: 'thisYear',
} as const;
export type RangePreset = (typeof RangePreset)[keyof typeof RangePreset];

export const RANGE_PRESETS: readonly RangePreset[] = Object.values(RangePreset);

const ISO_DAY = 'YYYY-MM-DD';

/**
 * Today on the platform's calendar (Kazakhstan), the calendar the dashboards count days on:
 * between midnight there and midnight in the reader's own zone, the browser's "today" would
 * leave out the orders of the platform's day that has already begun.
 */
export function platformTodayDay(now: Date = new Date()): Dayjs {
  return dayjs(platformToday(now));
}

/** The first and last day of a preset, as of `today`. */
export function presetRange(preset: RangePreset, today: Dayjs): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  switch (preset) {
    case RangePreset.THIS_MONTH:
      return [end.startOf('month'), end];
    case RangePreset.LAST_30_DAYS:
      return [end.subtract(29, 'day'), end];
    case RangePreset.THIS_QUARTER:
      return [end.month(end.month() - (end.month() % 3)).startOf('month'), end];
    case RangePreset.THIS_YEAR:
      return [end.startOf('year'), end];
  }
}

/** What a dashboard shows: the days (ISO, inclusive) and the currency of its money. */
export interface AnalyticsSelection {
  from: string;
  to: string;
  currency: Currency;
}

/** Until the reader picks one: the last 30 days (weekly buckets), in tenge. */
export function defaultSelection(today: Dayjs): AnalyticsSelection {
  const [from, to] = presetRange(RangePreset.LAST_30_DAYS, today);
  return { from: from.format(ISO_DAY), to: to.format(ISO_DAY), currency: Currency.KZT };
}

/**
 * The selection in the address (`?from=&to=&currency=`), checked by the very schema the server
 * checks the request with; a hand-edited or outdated link falls back to the default range.
 */
export function readSelection(params: URLSearchParams, today: Dayjs): AnalyticsSelection {
  const fallback = defaultSelection(today);
  const parsed = analyticsQuerySchema.safeParse({
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    currency: params.get('currency') ?? undefined,
  });
  if (parsed.success) {
    return { from: parsed.data.from, to: parsed.data.to, currency: parsed.data.currency };
  }
  const currency = analyticsQuerySchema.safeParse({
    ...fallback,
    currency: params.get('currency'),
  });
  return { ...fallback, currency: currency.success ? currency.data.currency : fallback.currency };
}

/** The preset a range is exactly, if any (the picker marks it). */
export function presetOf(from: string, to: string, today: Dayjs): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
    const [start, end] = presetRange(preset, today);
    return start.format(ISO_DAY) === from && end.format(ISO_DAY) === to;
  });
}

export function isoDay(day: Dayjs): string {
  return day.format(ISO_DAY);
}
