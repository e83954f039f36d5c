import { DRIVER_SORTS } from '@freight/shared';
import type { ListSortConfig } from '../../../ui/list-page/use-list-page';

type DriverSort = (typeof DRIVER_SORTS)[number];

/** The phone's sort picker: the orders it offers (a table also sorts by status or carrier). */
const SORT_LABEL_KEYS: Partial<Record<DriverSort, string>> = {
  '-createdAt': 'sort.newest',
  createdAt: 'sort.oldest',
  name: 'sort.nameAsc',
  '-name': 'sort.nameDesc',
};

/** Both driver lists' sort: newest first unless asked otherwise (the server's default). */
export function driverSort(t: (key: string) => string): ListSortConfig<DriverSort> {
  return {
    allowed: DRIVER_SORTS,
    defaultSort: '-createdAt',
    options: Object.entries(SORT_LABEL_KEYS).map(([value, key]) => ({
      value: value as DriverSort,
      label: t(key),
    })),
  };
}
