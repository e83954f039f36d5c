/** A driver's vetting by the security service (DESIGN §5). */
export const DriverStatus = {
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type DriverStatus = (typeof DriverStatus)[keyof typeof DriverStatus];

/** What a driver's history records, with who did it, when, and the comment or reason. */
export const DriverHistoryAction = {
  SUBMITTED: 'SUBMITTED',
  /** A rejected driver's data was corrected, which sends it back to approval. */
  RESUBMITTED: 'RESUBMITTED',
  /** An approved driver's identity changed (name, documents), which sends it back to approval. */
  CHANGED: 'CHANGED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  BLACKLISTED: 'BLACKLISTED',
  UNBLACKLISTED: 'UNBLACKLISTED',
  /** The carrier removed the driver from its fleet; the record is kept. */
  RETIRED: 'RETIRED',
} as const;
export type DriverHistoryAction = (typeof DriverHistoryAction)[keyof typeof DriverHistoryAction];

/** Driving-licence categories of Kazakhstan, in the order a licence lists them. */
export const LicenceCategory = {
  A: 'A',
  A1: 'A1',
  B: 'B',
  B1: 'B1',
  BE: 'BE',
  C: 'C',
  C1: 'C1',
  CE: 'CE',
  C1E: 'C1E',
  D: 'D',
  D1: 'D1',
  DE: 'DE',
  D1E: 'D1E',
  Tm: 'Tm',
  Tb: 'Tb',
} as const;
export type LicenceCategory = (typeof LicenceCategory)[keyof typeof LicenceCategory];
export const LICENCE_CATEGORIES: readonly LicenceCategory[] = Object.values(LicenceCategory);

/** The documents of a driver that can expire. */
export const DriverDocument = {
  IDENTITY_DOCUMENT: 'IDENTITY_DOCUMENT',
  DRIVING_LICENCE: 'DRIVING_LICENCE',
} as const;
export type DriverDocument = (typeof DriverDocument)[keyof typeof DriverDocument];
