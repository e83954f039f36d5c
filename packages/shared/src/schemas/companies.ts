import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { eventActorSchema, listQuerySchema, pageOf } from './common.js';
import { employeeSchema } from './employees.js';
import {
  binField,
  cyrillicNameField,
  emailField,
  middleNameField,
  passwordField,
  phoneField,
  requiredText,
  versionField,
} from './fields.js';
import { storedFileSchema } from './files.js';
import { ratingSummarySchema } from './rating-summary.js';
import { trustScoreSchema } from '../trip/trust-score.js';

/** The two kinds of company that register; the platform's own company is not listed here. */
export const CompanyKind = { FORWARDER: 'FORWARDER', CARRIER: 'CARRIER' } as const;
export type CompanyKind = (typeof CompanyKind)[keyof typeof CompanyKind];
export const companyKindSchema = z.enum([CompanyKind.FORWARDER, CompanyKind.CARRIER], {
  error: ValidationMessage.INVALID,
});

/** Registration (spec §4, reading A): pending review, then approved or rejected with a comment. */
export const CompanyStatus = {
  PENDING_REVIEW: 'PENDING_REVIEW',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type CompanyStatus = (typeof CompanyStatus)[keyof typeof CompanyStatus];
export const companyStatusSchema = z.enum(
  [CompanyStatus.PENDING_REVIEW, CompanyStatus.APPROVED, CompanyStatus.REJECTED],
  { error: ValidationMessage.INVALID },
);

/**
 * The company's documents. Only the charter is required: a company that is not a VAT payer
 * has no VAT certificate, and a power of attorney exists only when the signatory is not the
 * head acting on the charter.
 */
export const CompanyDocumentKind = {
  CHARTER: 'CHARTER',
  VAT_CERTIFICATE: 'VAT_CERTIFICATE',
  POWER_OF_ATTORNEY: 'POWER_OF_ATTORNEY',
} as const;
export type CompanyDocumentKind = (typeof CompanyDocumentKind)[keyof typeof CompanyDocumentKind];
export const COMPANY_DOCUMENT_KINDS: readonly CompanyDocumentKind[] =
  Object.values(CompanyDocumentKind);
export const REQUIRED_COMPANY_DOCUMENTS: readonly CompanyDocumentKind[] = [
  CompanyDocumentKind.CHARTER,
];
export const companyDocumentKindSchema = z.enum(
  [
    CompanyDocumentKind.CHARTER,
    CompanyDocumentKind.VAT_CERTIFICATE,
    CompanyDocumentKind.POWER_OF_ATTORNEY,
  ],
  { error: ValidationMessage.INVALID },
);

/** What happened in a company's review, kept with who did it, when, and the comment. */
export const CompanyReviewAction = {
  SUBMITTED: 'SUBMITTED',
  RESUBMITTED: 'RESUBMITTED',
  /** The owner changed the company's name or BIN, which sends it back to review. */
  CHANGED: 'CHANGED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type CompanyReviewAction = (typeof CompanyReviewAction)[keyof typeof CompanyReviewAction];

/** The texts the registrant accepts; each acceptance is recorded with these versions. */
export const USER_AGREEMENT_VERSION = '2025-11-01';
export const DATA_PROCESSING_CONSENT_VERSION = '2025-11-01';

export const personNameShape = {
  lastName: cyrillicNameField,
  firstName: cyrillicNameField,
  middleName: middleNameField,
};

export const companyDataShape = {
  organizationName: requiredText(300),
  bin: binField,
  legalAddress: requiredText(500),
  actualAddress: requiredText(500),
  signatoryPosition: requiredText(200),
};

/**
 * Ids returned by `POST /api/registration/documents`, one per kind. On a resubmission an id may
 * also name a document the company already has (kept as it is).
 */
export const registrationDocumentsSchema = z.object(
  {
    CHARTER: z.uuid(ValidationMessage.DOCUMENT_REQUIRED),
    VAT_CERTIFICATE: z.uuid(ValidationMessage.DOCUMENT_UNAVAILABLE).nullish(),
    POWER_OF_ATTORNEY: z.uuid(ValidationMessage.DOCUMENT_UNAVAILABLE).nullish(),
  },
  { error: ValidationMessage.DOCUMENT_REQUIRED },
);
export type RegistrationDocuments = z.infer<typeof registrationDocumentsSchema>;

const registrationDetailsShape = {
  ...personNameShape,
  ...companyDataShape,
  phone: phoneField,
  documents: registrationDocumentsSchema,
};

/**
 * The registration of a forwarder or a carrier. One schema runs in the web's sign-up form and
 * on the server, so both report the same message keys.
 */
export const registrationRequestSchema = z
  .object({
    ...registrationDetailsShape,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: ValidationMessage.PASSWORDS_DO_NOT_MATCH }),
    acceptAgreement: z.literal(true, ValidationMessage.MUST_ACCEPT),
    acceptDataProcessing: z.literal(true, ValidationMessage.MUST_ACCEPT),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ValidationMessage.PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // Report a mismatch together with the other fields' problems, not only after they are fixed.
    when: (payload) => {
      // Runs even when the object itself failed: the body may be `null` or not an object.
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** What the sign-up form holds before the schema has parsed it. */
export type RegistrationForm = z.input<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({
  companyId: z.uuid(),
  kind: companyKindSchema,
  status: companyStatusSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** A rejected owner corrects the data (not the login or password) and resubmits. */
export const registrationResubmitRequestSchema = z.object({
  ...registrationDetailsShape,
  version: versionField,
});
export type RegistrationResubmitRequest = z.infer<typeof registrationResubmitRequestSchema>;

/** The answer of a document upload; `id` goes into the registration's `documents`. */
export const stagedDocumentSchema = z.object({
  id: z.uuid(),
  kind: companyDocumentKindSchema,
  originalName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type StagedDocument = z.infer<typeof stagedDocumentSchema>;

export const companyDocumentSchema = storedFileSchema.extend({ kind: companyDocumentKindSchema });
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

/** The owner's contact details, shown to the security service. */
export const companyOwnerSchema = z.object({
  id: z.uuid(),
  login: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type CompanyOwner = z.infer<typeof companyOwnerSchema>;

export const companyReviewEventSchema = z.object({
  id: z.uuid(),
  action: z.enum([
    CompanyReviewAction.SUBMITTED,
    CompanyReviewAction.RESUBMITTED,
    CompanyReviewAction.CHANGED,
    CompanyReviewAction.APPROVED,
    CompanyReviewAction.REJECTED,
  ]),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  actor: eventActorSchema,
});
export type CompanyReviewEvent = z.infer<typeof companyReviewEventSchema>;

export const companySummarySchema = z.object({
  id: z.uuid(),
  kind: companyKindSchema,
  organizationName: z.string(),
  bin: z.string(),
  status: companyStatusSchema,
  /** The latest comment of the security service (set on rejection). */
  reviewComment: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  owner: companyOwnerSchema.nullable(),
  /** The average rating of its completed orders and their number (issue 9). */
  ratingSummary: ratingSummarySchema,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyPageSchema = pageOf(companySummarySchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** A company with its documents and review history: the rejected owner's review page. */
export const companyProfileSchema = companySummarySchema.extend({
  legalAddress: z.string().nullable(),
  actualAddress: z.string().nullable(),
  signatoryPosition: z.string().nullable(),
  documents: z.array(companyDocumentSchema),
  history: z.array(companyReviewEventSchema),
  /** The trust score with its parts (docs/trust-score.md). */
  trustScore: trustScoreSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** What the security service sees: the profile plus the employee table. */
export const companyDetailSchema = companyProfileSchema.extend({
  employees: z.array(employeeSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyListQuerySchema = listQuerySchema.extend({
  kind: companyKindSchema.optional(),
  status: companyStatusSchema.optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const approveCompanyRequestSchema = z.object({ version: versionField });
export type ApproveCompanyRequest = z.infer<typeof approveCompanyRequestSchema>;

export const reviewCommentField = z
  .string({ error: ValidationMessage.COMMENT_EMPTY })
  .trim()
  .min(1, ValidationMessage.COMMENT_EMPTY)
  .max(2000, ValidationMessage.TOO_LONG);

export const rejectCompanyRequestSchema = z.object({
  version: versionField,
  comment: reviewCommentField,
});
export type RejectCompanyRequest = z.infer<typeof rejectCompanyRequestSchema>;

/** The reject dialog's form ('Comment cannot be empty'). */
export const rejectCompanyFormSchema = z.object({ comment: reviewCommentField });

/** An owner edits the company; a new name or BIN sends the company back to review. */
export const updateCompanyRequestSchema = z.object({ ...companyDataShape, version: versionField });
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequestSchema>;

export const companyLoginParamSchema = z.object({ login: z.string().trim().min(1).max(254) });
