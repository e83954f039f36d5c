import { z } from 'zod';
import { ALL_ROLES, type Role } from '../auth/roles.js';
import { ValidationMessage } from '../validation/messages.js';
import { binField, emailField, passwordField } from './fields.js';
import { ratingSummarySchema } from './rating-summary.js';

/** Credentials: `login` is the account's e-mail (DESIGN §6). */
export const loginRequestSchema = z.object({
  login: emailField,
  password: z.string().min(1, ValidationMessage.REQUIRED).max(128, ValidationMessage.TOO_LONG),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The security service signs in with its company BIN as well. */
export const cbLoginRequestSchema = loginRequestSchema.extend({ bin: binField });
export type CbLoginRequest = z.infer<typeof cbLoginRequestSchema>;

export const roleSchema = z.enum(ALL_ROLES as [Role, ...Role[]]);

/** The spec's ACCOUNT_DATA, stored by the web app exactly as the server returns it. */
export const accountSchema = z.object({
  id: z.string(),
  login: z.string(),
  roleType: roleSchema,
  fname: z.string(),
  lname: z.string(),
  sname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  rating: z.number().nullable(),
  /** The company's rating (average and count) for company accounts; null for platform staff. */
  ratingSummary: ratingSummarySchema.nullable(),
  /** The company's trust score (0–100, docs/trust-score.md); null for platform staff. */
  trustScore: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  companyBIN: z.string().nullable(),
  legalAddress: z.string().nullable(),
  actualAddress: z.string().nullable(),
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  /** Review state of the user's company; the web app sends a rejected owner to the review page. */
  companyStatus: z.enum(['PENDING_REVIEW', 'APPROVED', 'REJECTED']).nullable(),
  canSign: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const loginResponseSchema = sessionTokensSchema.extend({ account: accountSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1) });

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long the reset token that `validate-otp` hands out stays usable. */
export const RESET_TOKEN_TTL_MINUTES = 15;

export const sendOtpRequestSchema = z.object({ email: emailField });

export const validateOtpRequestSchema = z.object({
  email: emailField,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ValidationMessage.OTP_FORMAT),
});

export const validateOtpResponseSchema = z.object({ resetToken: z.string() });

export const resetPasswordRequestSchema = z.object({
  login: emailField,
  newPassword: passwordField,
  resetToken: z.string().min(1),
});

/** The web form adds a confirmation that must match (spec: 'Passwords do not match.'). */
export const newPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: ValidationMessage.PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
