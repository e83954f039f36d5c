import type { CompanyDriverListQuery, DriverListQuery, VehicleListQuery } from '@freight/shared';

/**
 * One root for every fleet query: a decision, a fine or an edit changes the driver in lists
 * and views alike, so mutations invalidate `fleetKeys.all`.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  companyDrivers: (query: CompanyDriverListQuery) => ['fleet', 'company-drivers', query] as const,
  companyDriver: (id: string) => ['fleet', 'company-driver', id] as const,
  drivers: (query: DriverListQuery) => ['fleet', 'drivers', query] as const,
  carriers: ['fleet', 'carriers'] as const,
  driver: (id: string) => ['fleet', 'driver', 'id', id] as const,
  driverByLogin: (login: string) => ['fleet', 'driver', 'login', login] as const,
  vehicles: (query: VehicleListQuery) => ['fleet', 'vehicles', query] as const,
};
