import type { DriverListTab } from '@freight/shared';

export interface CompanyDriverListParams {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
  sort?: string;
}

export interface DriverListParams {
  tab: DriverListTab;
  companyId?: string;
  q?: string;
  page: number;
  pageSize: number;
  sort?: string;
}

export interface VehicleListParams {
  q?: string;
  page: number;
  pageSize: number;
  sort?: string;
}

/**
 * One root for every fleet query: a decision, a fine or an edit changes the driver in lists
 * and views alike, so mutations invalidate `fleetKeys.all`.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  companyDrivers: (params: CompanyDriverListParams) =>
    ['fleet', 'company-drivers', params] as const,
  companyDriver: (id: string) => ['fleet', 'company-driver', id] as const,
  drivers: (params: DriverListParams) => ['fleet', 'drivers', params] as const,
  carriers: ['fleet', 'carriers'] as const,
  driver: (id: string) => ['fleet', 'driver', 'id', id] as const,
  driverByLogin: (login: string) => ['fleet', 'driver', 'login', login] as const,
  vehicles: (params: VehicleListParams) => ['fleet', 'vehicles', params] as const,
};
