import { DRIVER_SORTS } from '@freight/shared';
import { listSort } from '../../../ui/list-page/use-list-page';

/**
 * Both driver lists' sort: newest first unless asked otherwise (the server's default); a table
 * also sorts by status or carrier, the phone's picker by date and name.
 */
export function driverSort(t: (key: string) => string) {
  return listSort(DRIVER_SORTS, '-createdAt', {
    '-createdAt': t('sort.newest'),
    createdAt: t('sort.oldest'),
    name: t('sort.nameAsc'),
    '-name': t('sort.nameDesc'),
  });
}
