import { platformToday } from '../validation/dates.js';
import { DriverDocument, DriverStatus } from './fleet-enums.js';

/** What decides whether a driver may be chosen for an order. */
export interface DriverEligibilityFacts {
  companyId: string;
  status: DriverStatus;
  blacklisted: boolean;
  /** When the carrier removed the driver from its fleet; null while in it. */
  retiredAt: Date | string | null;
}

/** Why a driver cannot be chosen, the first that applies. */
export const DriverIneligibility = {
  OTHER_COMPANY: 'OTHER_COMPANY',
  RETIRED: 'RETIRED',
  BLACKLISTED: 'BLACKLISTED',
  NOT_APPROVED: 'NOT_APPROVED',
} as const;
export type DriverIneligibility = (typeof DriverIneligibility)[keyof typeof DriverIneligibility];

export function driverIneligibility(
  driver: DriverEligibilityFacts,
  context: { companyId: string },
): DriverIneligibility | null {
  if (driver.companyId !== context.companyId) return DriverIneligibility.OTHER_COMPANY;
  if (driver.retiredAt !== null) return DriverIneligibility.RETIRED;
  if (driver.blacklisted) return DriverIneligibility.BLACKLISTED;
  if (driver.status !== DriverStatus.APPROVED) return DriverIneligibility.NOT_APPROVED;
  return null;
}

/**
 * The rule orders rely on (DESIGN §4, respond): a carrier may put forward only its own driver,
 * approved by the security service, not blacklisted and still in its fleet. Expired documents
 * are flagged to everyone but do not by themselves make a driver ineligible.
 */
export function isDriverEligible(
  driver: DriverEligibilityFacts,
  context: { companyId: string },
): boolean {
  return driverIneligibility(driver, context) === null;
}

/** A vehicle may be put forward by the carrier that owns it, while it is in the fleet. */
export function isVehicleEligible(
  vehicle: { companyId: string; retiredAt: Date | string | null },
  context: { companyId: string },
): boolean {
  return vehicle.companyId === context.companyId && vehicle.retiredAt === null;
}

/** The driver's documents whose expiry date has passed (a document is valid on its last day). */
export function expiredDriverDocuments(
  driver: { identityDocument: { expiryDate: string }; licence: { expiryDate: string } },
  today: string = platformToday(),
): DriverDocument[] {
  const expired: DriverDocument[] = [];
  if (driver.identityDocument.expiryDate < today) expired.push(DriverDocument.IDENTITY_DOCUMENT);
  if (driver.licence.expiryDate < today) expired.push(DriverDocument.DRIVING_LICENCE);
  return expired;
}
