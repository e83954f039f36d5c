/** A date as the API takes it (ISO) and as the app's date fields show and take it. */
export interface FormDate {
  iso: string;
  shown: string;
}

/** `2030-03-15` as the date pickers show it: `15.03.2030`. */
export function shownDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** The day `days` from today. */
export function dayFromNow(days: number): FormDate {
  const iso = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { iso, shown: shownDate(iso) };
}
