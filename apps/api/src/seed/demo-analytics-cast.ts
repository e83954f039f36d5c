import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';
import { eligibleFleet } from './demo-fleet.js';
import { demoSessions } from './demo-sessions.js';

/**
 * Who acts in the year of history behind the dashboards: the demo forwarder (owner and
 * employee), the security service, the moderator and the carriers with their usable fleets.
 */
export interface Cast {
  forwarderId: string;
  ownerId: string;
  employeeId: string;
  securityService: AuthUser;
  moderatorId: string;
  carriers: DemoCarrier[];
}

export interface DemoCarrier {
  companyId: string;
  userId: string;
  drivers: string[];
  vehicles: string[];
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The item at `index`, counting round the list again and again. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('demo analytics: an empty list');
  return item;
}

export async function loadCast(db: Database): Promise<Cast | null> {
  const people = await demoSessions(db, [
    'forwarder@demo.kz',
    'employee@demo.kz',
    'carrier@demo.kz',
    'cb@demo.kz',
    'moderator@demo.kz',
  ]);
  const owner = people.get('forwarder@demo.kz');
  const employee = people.get('employee@demo.kz');
  const carrier = people.get('carrier@demo.kz');
  const securityService = people.get('cb@demo.kz');
  const moderator = people.get('moderator@demo.kz');
  if (!owner?.companyId || !employee || !carrier?.companyId || !securityService || !moderator) {
    return null;
  }
  const fleet = await eligibleFleet(db, carrier.companyId);
  if (fleet.drivers.length === 0 || fleet.vehicles.length === 0) return null;
  const demoFleet = {
    drivers: fleet.drivers.map((driver) => driver.id),
    vehicles: fleet.vehicles.map((vehicle) => vehicle.id),
  };
  return {
    forwarderId: owner.companyId,
    ownerId: owner.id,
    employeeId: employee.id,
    securityService,
    moderatorId: moderator.id,
    carriers: [{ companyId: carrier.companyId, userId: carrier.id, ...demoFleet }],
  };
}
