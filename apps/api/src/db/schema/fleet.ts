import type { TransportType } from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from './columns.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * A carrier's driver. Drivers have no account; the IIN identifies the person, once among the
 * drivers in a fleet (a retired record frees it for the next employer, blacklisting does not).
 * Nothing is deleted: a driver the carrier removes gets `retired_at`.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    iin: text('iin').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    phone: text('phone').notNull(),
    status: text('status')
      .$type<'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING_APPROVAL'),
    /** The security service's latest rejection comment. */
    reviewComment: text('review_comment'),
    blacklisted: boolean('blacklisted').notNull().default(false),
    /** Why the driver is blacklisted, while blacklisted; the history keeps every reason. */
    blacklistReason: text('blacklist_reason'),
    identityNumber: text('identity_number').notNull(),
    identityIssueDate: date('identity_issue_date', { mode: 'string' }).notNull(),
    identityExpiryDate: date('identity_expiry_date', { mode: 'string' }).notNull(),
    identityIssuedBy: text('identity_issued_by').notNull(),
    registeredAddress: text('registered_address').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceCategories: text('licence_categories').array().notNull(),
    licenceExpiryDate: date('licence_expiry_date', { mode: 'string' }).notNull(),
    /** The spec's biometrics: a photo of the driver. */
    photoFileId: uuid('photo_file_id').references(() => files.id),
    identityPdfFileId: uuid('identity_pdf_file_id').references(() => files.id),
    /** From completed orders; null until there are any. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('drivers_iin_active_unique')
      .on(table.iin)
      .where(sql`${table.retiredAt} is null`),
    index('drivers_iin_idx').on(table.iin),
    index('drivers_company_idx').on(table.companyId, table.createdAt),
    index('drivers_status_idx').on(table.status, table.createdAt),
    index('drivers_blacklisted_idx')
      .on(table.createdAt)
      .where(sql`${table.blacklisted}`),
  ],
);

/** Every step of a driver's vetting and life in a fleet, with who, when and why. */
export const driverStatusHistory = pgTable(
  'driver_status_history',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    action: text('action')
      .$type<
        | 'SUBMITTED'
        | 'RESUBMITTED'
        | 'CHANGED'
        | 'APPROVED'
        | 'REJECTED'
        | 'BLACKLISTED'
        | 'UNBLACKLISTED'
        | 'RETIRED'
      >()
      .notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [index('driver_status_history_driver_idx').on(table.driverId, table.createdAt)],
);

/** Fines the security service records against a driver. */
export const driverFines = pgTable(
  'driver_fines',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KZT'),
    finedOn: date('fined_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('driver_fines_driver_idx').on(table.driverId, table.finedOn)],
);

/**
 * A carrier's vehicle. Plate number and VIN are stored normalised and are unique among the
 * vehicles in a fleet (a retired vehicle may be sold to another carrier). Never deleted.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    plateNumber: text('plate_number').notNull(),
    techPassportNumber: text('tech_passport_number').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    vin: text('vin').notNull(),
    region: text('region').notNull(),
    manufactureYear: integer('manufacture_year').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    /** Litres. */
    engineVolume: numeric('engine_volume', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    /** Its body and what it carries (issue 31): a truck offer takes them from here. */
    bodyType: text('body_type').$type<TransportType>(),
    capacityTons: numeric('capacity_tons', { precision: 6, scale: 3, mode: 'number' }),
    capacityM3: numeric('capacity_m3', { precision: 6, scale: 2, mode: 'number' }),
    /** The driver who usually drives it (shown on the driver's view); optional. */
    assignedDriverId: uuid('assigned_driver_id').references(() => drivers.id),
    createdBy: uuid('created_by').references(() => users.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vehicles_plate_active_unique')
      .on(table.plateNumber)
      .where(sql`${table.retiredAt} is null`),
    uniqueIndex('vehicles_vin_active_unique')
      .on(table.vin)
      .where(sql`${table.retiredAt} is null`),
    index('vehicles_company_idx').on(table.companyId, table.createdAt),
    index('vehicles_assigned_driver_idx').on(table.assignedDriverId),
  ],
);
