import type {
  Currency,
  DeletionRequestStatus,
  LoadingMethod,
  OrderStatus,
  OrderType,
  PackageType,
  PaymentTerms,
  ProblemStatus,
  ResponseStatus,
  RoutePointType,
  TransportationType,
  TransportationView,
  TransportType,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: every update checks and bumps it. */
const version = () => integer('version').notNull().default(1);

/** FORWARDER (expeditor), CARRIER (driver company) or PLATFORM (security service, staff). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    kind: text('kind').$type<'FORWARDER' | 'CARRIER' | 'PLATFORM'>().notNull(),
    name: text('name').notNull(),
    bin: text('bin').notNull(),
    legalAddress: text('legal_address'),
    actualAddress: text('actual_address'),
    signatoryPosition: text('signatory_position'),
    status: text('status')
      .$type<'PENDING_REVIEW' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING_REVIEW'),
    reviewComment: text('review_comment'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('companies_bin_unique').on(table.bin)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id),
    role: text('role').notNull(),
    /** The login; stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    iin: text('iin'),
    phone: text('phone'),
    canSign: boolean('can_sign').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_company_idx').on(table.companyId),
  ],
);

/**
 * Refresh tokens rotate on every use. Tokens issued from one sign-in share a family;
 * presenting a token that was already used revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** One row per recovery attempt: the OTP, its tries, then the reset token it was traded for. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId, table.createdAt)],
);

/** Mail that was sent, or would have been without SMTP (the embedded mode reads OTPs here). */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

/** Who changed what, when, from what to what. Never updated, never deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);

/**
 * Every uploaded file: the bytes live in the file store under `storage_key`; the content type
 * was detected from the content. `company_id` is the tenant that may read it (null while a
 * registration document is staged, before its company exists).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_storage_key_unique').on(table.storageKey),
    index('files_company_idx').on(table.companyId),
  ],
);

/** A company's registration documents; a replaced one stays, marked with `replaced_at`. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').$type<'CHARTER' | 'VAT_CERTIFICATE' | 'POWER_OF_ATTORNEY'>().notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('company_documents_file_unique').on(table.fileId),
    uniqueIndex('company_documents_current_unique')
      .on(table.companyId, table.kind)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/** Every step of a company's review: submitted, resubmitted, changed, approved, rejected. */
export const companyReviewHistory = pgTable(
  'company_review_history',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    action: text('action')
      .$type<'SUBMITTED' | 'RESUBMITTED' | 'CHANGED' | 'APPROVED' | 'REJECTED'>()
      .notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [index('company_review_history_company_idx').on(table.companyId, table.createdAt)],
);

/** Proof that a registrant accepted the user agreement and the data-processing consent. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    agreementVersion: text('agreement_version').notNull(),
    dataProcessingVersion: text('data_processing_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreement_acceptances_user_idx').on(table.userId)],
);

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

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Order numbers: `KZ-<year>-<6+ digits>`, the digits from this sequence (see create-order.ts). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * A transport order (request, application). The form's fields as typed columns; the flags and
 * the selection denormalise what the lists filter on, kept in the transaction that changes them.
 * `search_text` (number, cargo and every route point's city and address, lower-cased) feeds the
 * full-text index; the service rewrites it whenever one of those changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull(),
    ownerCompanyId: uuid('owner_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    plannedLoadingDate: date('planned_loading_date', { mode: 'string' }).notNull(),
    plannedUnloadingDate: date('planned_unloading_date', { mode: 'string' }).notNull(),
    transportType: text('transport_type').$type<TransportType>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    cargoName: text('cargo_name').notNull(),
    cargoWeightTons: numeric('cargo_weight_tons', {
      precision: 9,
      scale: 3,
      mode: 'number',
    }).notNull(),
    cargoVolumeM3: numeric('cargo_volume_m3', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    packageType: text('package_type').$type<PackageType>().notNull(),
    seats: integer('seats').notNull(),
    seatLengthM: numeric('seat_length_m', { precision: 6, scale: 2, mode: 'number' }),
    seatWidthM: numeric('seat_width_m', { precision: 6, scale: 2, mode: 'number' }),
    seatHeightM: numeric('seat_height_m', { precision: 6, scale: 2, mode: 'number' }),
    declaredValue: numeric('declared_value', { precision: 16, scale: 2, mode: 'number' }),
    declaredValueCurrency: text('declared_value_currency').$type<Currency>(),
    loadingMethod: text('loading_method').$type<LoadingMethod>().notNull(),
    transportationType: text('transportation_type').$type<TransportationType>().notNull(),
    transportationView: text('transportation_view').$type<TransportationView>().notNull(),
    specialConditions: text('special_conditions'),
    selectedResponseId: uuid('selected_response_id').references(
      (): AnyPgColumn => orderResponses.id,
    ),
    selectedCarrierCompanyId: uuid('selected_carrier_company_id').references(() => companies.id),
    hasOpenProblem: boolean('has_open_problem').notNull().default(false),
    hasOpenDeletionRequest: boolean('has_open_deletion_request').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    /** The route's ends and length, kept with the route for the lists (order-fields.ts). */
    routeFromCity: text('route_from_city').notNull().default(''),
    routeFromAddress: text('route_from_address').notNull().default(''),
    routeToCity: text('route_to_city').notNull().default(''),
    routeToAddress: text('route_to_address').notNull().default(''),
    routePointCount: integer('route_point_count').notNull().default(0),
    /**
     * Its words, kept by PostgreSQL: matching a stored vector costs a fraction of building it
     * from the text for every row a sorted scan visits (see docs/decisions/006-orders.md).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    // The load board: published orders of a body type in a loading window, by loading date.
    index('orders_status_transport_loading_idx').on(
      table.status,
      table.transportType,
      table.plannedLoadingDate,
      table.id,
    ),
    index('orders_status_loading_idx').on(table.status, table.plannedLoadingDate, table.id),
    // A forwarder's own orders, and the default newest-first sort of every list.
    index('orders_owner_created_idx').on(table.ownerCompanyId, table.createdAt, table.id),
    index('orders_created_by_idx').on(table.createdBy, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_selected_carrier_idx').on(table.selectedCarrierCompanyId),
    index('orders_search_idx').using('gin', table.searchVector),
    check(
      'orders_unloading_after_loading',
      sql`${table.plannedUnloadingDate} >= ${table.plannedLoadingDate}`,
    ),
    check('orders_price_positive', sql`${table.price} > 0`),
  ],
);

/** The route: position 0 is the loading point, the last the unloading point. */
export const orderRoutePoints = pgTable(
  'order_route_points',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    type: text('type').$type<RoutePointType>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (table) => [
    uniqueIndex('order_route_points_order_position_unique').on(table.orderId, table.position),
  ],
);

/**
 * A carrier's offer: driver, vehicle, price. At most one ACTIVE or ACCEPTED response per
 * carrier company and order, enforced by the partial unique index even under races.
 */
export const orderResponses = pgTable(
  'order_responses',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    comment: text('comment'),
    status: text('status').$type<ResponseStatus>().notNull().default('ACTIVE'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('order_responses_one_open_per_carrier')
      .on(table.orderId, table.carrierCompanyId)
      .where(sql`${table.status} in ('ACTIVE', 'ACCEPTED')`),
    index('order_responses_order_idx').on(table.orderId, table.createdAt),
    index('order_responses_carrier_idx').on(table.carrierCompanyId, table.orderId),
  ],
);

/**
 * How many responses of an order are not withdrawn, for the lists. A row of its own, changed
 * by increments in the transaction that writes a response: the order row is left alone, so
 * responders that share-lock the order never wait on one another.
 */
export const orderResponseCounts = pgTable('order_response_counts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  responses: integer('responses').notNull(),
});

/** A party's report to the CB; the order stays flagged until the CB decides. */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    description: text('description').notNull(),
    status: text('status').$type<ProblemStatus>().notNull().default('OPEN'),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id),
    decisionComment: text('decision_comment'),
    newStatus: text('new_status').$type<OrderStatus>(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_problems_one_open_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'OPEN'`),
    index('order_problems_order_idx').on(table.orderId, table.createdAt),
    index('order_problems_status_idx').on(table.status, table.createdAt),
  ],
);

/** The owner side asks; a moderator or the CB approves (order CANCELLED) or rejects. */
export const orderDeletionRequests = pgTable(
  'order_deletion_requests',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason'),
    status: text('status').$type<DeletionRequestStatus>().notNull().default('PENDING'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_deletion_requests_one_pending_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'PENDING'`),
    index('order_deletion_requests_order_idx').on(table.orderId, table.createdAt),
    index('order_deletion_requests_status_idx').on(table.status, table.createdAt),
  ],
);

// Areas kept in files of their own.
export * from './schema/documents.js';
