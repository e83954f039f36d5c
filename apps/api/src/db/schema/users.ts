import {
  boolean,
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
    /**
     * Every access token carries the epoch it was signed in; ending the user's sessions
     * (logout, deactivation, a new password, a reused refresh token) moves it on, and tokens of
     * an older epoch are refused at once (platform/auth/session-states.ts).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
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
