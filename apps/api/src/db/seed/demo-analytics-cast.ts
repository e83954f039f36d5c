import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/access-token.js';
import type { Database } from '../client.js';
import { drivers, users, vehicles } from '../schema.js';
import { sessionOf } from './demo-sessions.js';

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
  const people = await db
    .select({ email: users.email, id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(
      inArray(users.email, [
        'forwarder@demo.kz',
        'employee@demo.kz',
        'carrier@demo.kz',
        'cb@demo.kz',
        'moderator@demo.kz',
      ]),
    );
  const person = (email: string) => people.find((row) => row.email === email);
  const owner = person('forwarder@demo.kz');
  const employee = person('employee@demo.kz');
  const carrier = person('carrier@demo.kz');
  const cb = person('cb@demo.kz');
  const moderator = person('moderator@demo.kz');
  if (!owner?.companyId || !employee || !carrier?.companyId || !cb || !moderator) return null;
  const fleetOf = async (companyId: string) => {
    const driverRows = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(
        and(
          eq(drivers.companyId, companyId),
          eq(drivers.status, 'APPROVED'),
          eq(drivers.blacklisted, false),
        ),
      )
      .orderBy(asc(drivers.createdAt));
    const vehicleRows = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, companyId))
      .orderBy(asc(vehicles.createdAt));
    return { drivers: driverRows.map((row) => row.id), vehicles: vehicleRows.map((row) => row.id) };
  };
  const demoFleet = await fleetOf(carrier.companyId);
  if (demoFleet.drivers.length === 0 || demoFleet.vehicles.length === 0) return null;
  return {
    forwarderId: owner.companyId,
    ownerId: owner.id,
    employeeId: employee.id,
    securityService: sessionOf(cb),
    moderatorId: moderator.id,
    carriers: [{ companyId: carrier.companyId, userId: carrier.id, ...demoFleet }],
  };
}
