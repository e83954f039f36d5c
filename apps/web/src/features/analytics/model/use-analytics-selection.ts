import { useSearchParams } from 'react-router';
import { platformTodayDay, readSelection, type AnalyticsSelection } from './analytics-range';

/**
 * The dashboard's range and currency, kept in the address: a link shows the same numbers to a
 * colleague, and the back button returns to the previous range (each change is a history entry).
 */
export function useAnalyticsSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = readSelection(searchParams, platformTodayDay());

  const select = (patch: Partial<AnalyticsSelection>) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      const merged = { ...selection, ...patch };
      next.set('from', merged.from);
      next.set('to', merged.to);
      next.set('currency', merged.currency);
      return next;
    });
  };

  return { selection, select };
}
