/**
 * Calendar dates as `YYYY-MM-DD`. Kazakhstan keeps one time zone, UTC+5, since March 2024;
 * the platform's "today" (is a document expired?) is the date there.
 */
export const PLATFORM_UTC_OFFSET_HOURS = 5;

const HOUR_MS = 60 * 60 * 1000;

/** The calendar date at a fixed offset from UTC. */
export function calendarDateAt(offsetHours: number, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/** Today on the platform (Kazakhstan). */
export function platformToday(now: Date = new Date()): string {
  return calendarDateAt(PLATFORM_UTC_OFFSET_HOURS, now);
}

/**
 * Whether a date has begun somewhere on Earth (UTC+14 is the first to reach it), so a user's
 * "today" is never refused as the future, whatever their time zone or the server's.
 */
export function isNotInFuture(isoDate: string, now: Date = new Date()): boolean {
  return isoDate <= calendarDateAt(14, now);
}

/** The calendar date `days` after `isoDate` (before, when negative). */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
