import { describe, expect, it } from 'vitest';
import {
  DriverIneligibility,
  driverIneligibility,
  expiredDriverDocuments,
  isDriverEligible,
  isVehicleEligible,
  type DriverEligibilityFacts,
} from './eligibility.js';
import { DriverDocument, DriverStatus } from './fleet-enums.js';

const OWN = 'c8a4f6a2-3d55-4a8e-9f64-1f4d1b2f0c01';
const OTHER = 'c8a4f6a2-3d55-4a8e-9f64-1f4d1b2f0c02';

const approved: DriverEligibilityFacts = {
  companyId: OWN,
  status: DriverStatus.APPROVED,
  blacklisted: false,
  retiredAt: null,
};

describe('driver eligibility for orders', () => {
  it('admits an approved driver of the own company who is neither blacklisted nor retired', () => {
    expect(isDriverEligible(approved, { companyId: OWN })).toBe(true);
    expect(driverIneligibility(approved, { companyId: OWN })).toBeNull();
  });

  it.each([
    ['pending approval', { status: DriverStatus.PENDING_APPROVAL }, 'NOT_APPROVED'],
    ['rejected', { status: DriverStatus.REJECTED }, 'NOT_APPROVED'],
    ['blacklisted', { blacklisted: true }, 'BLACKLISTED'],
    ['retired', { retiredAt: new Date('2025-01-01T00:00:00Z') }, 'RETIRED'],
    ['retired (as an ISO string)', { retiredAt: '2025-01-01T00:00:00.000Z' }, 'RETIRED'],
    ['of another company', { companyId: OTHER }, 'OTHER_COMPANY'],
  ] as const)('refuses a driver who is %s', (_case, change, reason) => {
    const driver = { ...approved, ...change };
    expect(isDriverEligible(driver, { companyId: OWN })).toBe(false);
    expect(driverIneligibility(driver, { companyId: OWN })).toBe(reason);
  });

  it('names the foreign company first, so nothing about another carrier’s driver leaks', () => {
    const driver = { ...approved, companyId: OTHER, blacklisted: true, retiredAt: new Date() };
    expect(driverIneligibility(driver, { companyId: OWN })).toBe(DriverIneligibility.OTHER_COMPANY);
  });

  it('refuses a blacklisted driver even when approved', () => {
    expect(
      driverIneligibility(
        { ...approved, blacklisted: true, status: DriverStatus.APPROVED },
        { companyId: OWN },
      ),
    ).toBe(DriverIneligibility.BLACKLISTED);
  });
});

describe('vehicle eligibility for orders', () => {
  it('admits the own company’s vehicle while in the fleet, and nothing else', () => {
    expect(isVehicleEligible({ companyId: OWN, retiredAt: null }, { companyId: OWN })).toBe(true);
    expect(isVehicleEligible({ companyId: OTHER, retiredAt: null }, { companyId: OWN })).toBe(
      false,
    );
    expect(isVehicleEligible({ companyId: OWN, retiredAt: new Date() }, { companyId: OWN })).toBe(
      false,
    );
  });
});

describe('expired driver documents', () => {
  const documents = (identity: string, licence: string) => ({
    identityDocument: { expiryDate: identity },
    licence: { expiryDate: licence },
  });

  it('flags a document whose expiry date has passed, and keeps one valid on its last day', () => {
    expect(expiredDriverDocuments(documents('2030-01-01', '2030-01-01'), '2026-03-10')).toEqual([]);
    expect(expiredDriverDocuments(documents('2026-03-10', '2026-03-09'), '2026-03-10')).toEqual([
      DriverDocument.DRIVING_LICENCE,
    ]);
    expect(expiredDriverDocuments(documents('2020-01-01', '2021-01-01'), '2026-03-10')).toEqual([
      DriverDocument.IDENTITY_DOCUMENT,
      DriverDocument.DRIVING_LICENCE,
    ]);
  });
});
