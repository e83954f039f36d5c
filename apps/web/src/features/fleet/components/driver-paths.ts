import type { Driver } from '@freight/shared';

/** Where a driver opens: the security service's view, or the carrier's own. */
export type DriverListVariant = 'review' | 'company';

export function driverPath(driver: Pick<Driver, 'id'>, variant: DriverListVariant): string {
  const id = encodeURIComponent(driver.id);
  return variant === 'review' ? `/driver/${id}` : `/company-drivers/${id}`;
}
