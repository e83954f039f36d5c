/** The server's order when none is asked for: newest first. */
export const DEFAULT_DRIVER_SORT = '-createdAt';

const SORT_LABEL_KEYS = {
  '-createdAt': 'sort.newest',
  createdAt: 'sort.oldest',
  name: 'sort.nameAsc',
  '-name': 'sort.nameDesc',
} as const;

/** The phone's sort picker: the orders a list offers. */
export function driverSortOptions(t: (key: string) => string) {
  return Object.entries(SORT_LABEL_KEYS).map(([value, key]) => ({ value, label: t(key) }));
}
