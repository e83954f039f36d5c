import {
  AnalyticsDashboardKind,
  can,
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  type Role,
} from '@freight/shared';

/**
 * `/analytics` is one address for three dashboards: the platform's for whoever may read every
 * company's figures (the admin), else the dashboard of the caller's side of the market.
 */
export function dashboardKindOf(role: Role): AnalyticsDashboardKind | undefined {
  if (can(role, 'read:analytics:any')) return AnalyticsDashboardKind.PLATFORM;
  if (!can(role, 'read:analytics:own')) return undefined;
  if (FORWARDER_SIDE_ROLES.includes(role)) return AnalyticsDashboardKind.FORWARDER;
  if (CARRIER_SIDE_ROLES.includes(role)) return AnalyticsDashboardKind.CARRIER;
  return undefined;
}
