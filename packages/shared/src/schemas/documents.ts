import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema, pageOf } from './common.js';
import { versionField } from './fields.js';
import { choiceField, requiredTextField } from './value-fields.js';

/**
 * Documents the platform issues for an order (DESIGN §3): built on the server from the data of
 * that moment, stored, registered with their SHA-256, never changed afterwards. A new version
 * supersedes an old one and both stay. The web translates `documents:kind.<KIND>`.
 */
export const DocumentKind = {
  /** The transport contract as generated, the file both sides sign. */
  CONTRACT: 'CONTRACT',
  /** The contract with the appended signature page, made when both sides have signed. */
  SIGNED_CONTRACT: 'SIGNED_CONTRACT',
  /** The consignment note (CMR note on international routes), made at departure from loading. */
  CONSIGNMENT_NOTE: 'CONSIGNMENT_NOTE',
  /** The note with the consignee's confirmation of receipt (and reservation) appended. */
  CONFIRMED_CONSIGNMENT_NOTE: 'CONFIRMED_CONSIGNMENT_NOTE',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];
export const documentKindSchema = choiceField(DocumentKind);

/** Where a document stands; the web translates `documents:state.<STATE>`. */
export const DocumentState = {
  /** A contract waiting for signatures. */
  SIGNING: 'SIGNING',
  /** A contract both sides signed, and its signed copy. */
  SIGNED: 'SIGNED',
  /** A contract one side declined to sign. */
  DECLINED: 'DECLINED',
  /** A contract replaced by a newer version before anyone signed. */
  SUPERSEDED: 'SUPERSEDED',
  /** A document that needs no signature on the platform (a consignment note). */
  ISSUED: 'ISSUED',
} as const;
export type DocumentState = (typeof DocumentState)[keyof typeof DocumentState];
export const documentStateSchema = choiceField(DocumentState);

/** Which side of the order signs. */
export const SignatureSide = {
  FORWARDER: 'FORWARDER',
  CARRIER: 'CARRIER',
} as const;
export type SignatureSide = (typeof SignatureSide)[keyof typeof SignatureSide];

/**
 * The languages of a generated document: one of the four, or Kazakh and Russian side by side
 * in two columns, as contracts in Kazakhstan usually are (the default).
 */
export const DocumentLanguages = {
  KZ_RU: 'kz+ru',
  KZ: 'kz',
  RU: 'ru',
  ZH: 'zh',
  EN: 'en',
} as const;
export type DocumentLanguages = (typeof DocumentLanguages)[keyof typeof DocumentLanguages];
export const documentLanguagesSchema = choiceField(DocumentLanguages);
export const DEFAULT_DOCUMENT_LANGUAGES: DocumentLanguages = DocumentLanguages.KZ_RU;

/** A SHA-256 digest as 64 lower-case hex characters. */
export const sha256Field = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, ValidationMessage.INVALID);

export const DECLINE_REASON_MAX_LENGTH = 1000;

export const generateContractRequestSchema = z.object({
  version: versionField,
  languages: documentLanguagesSchema.default(DEFAULT_DOCUMENT_LANGUAGES),
});
export type GenerateContractRequest = z.input<typeof generateContractRequestSchema>;

/** The signer names the exact document they read; a changed contract refuses the signature. */
export const signContractRequestSchema = z.object({
  version: versionField,
  documentSha256: sha256Field,
});
export type SignContractRequest = z.infer<typeof signContractRequestSchema>;

export const declineContractRequestSchema = z.object({
  version: versionField,
  reason: requiredTextField(DECLINE_REASON_MAX_LENGTH, ValidationMessage.REASON_REQUIRED),
});
export type DeclineContractRequest = z.infer<typeof declineContractRequestSchema>;

export const signatureViewSchema = z.object({
  side: z.enum(SignatureSide),
  signerName: z.string(),
  signerPosition: z.string().nullable(),
  companyName: z.string(),
  companyBin: z.string(),
  signedAt: z.iso.datetime(),
  /** Kept for the parties and the CB; the public verification page does not show it. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentSha256: z.string(),
});
export type SignatureView = z.infer<typeof signatureViewSchema>;

const companyRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const documentViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  kind: documentKindSchema,
  /** 1, 2, … per order and kind. */
  versionNo: z.number().int(),
  state: documentStateSchema,
  languages: documentLanguagesSchema,
  sha256: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  forwarderCompany: companyRefSchema,
  carrierCompany: companyRefSchema.nullable(),
  declineReason: z.string().nullable(),
  declinedBy: z.string().nullable(),
  signatures: z.array(signatureViewSchema),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

/** The contract section of an order: the version to sign, its signed copy, every version. */
export const contractViewSchema = z.object({
  current: documentViewSchema.nullable(),
  signedCopy: documentViewSchema.nullable(),
  /** Every contract version, newest first, the current one included. */
  versions: z.array(documentViewSchema),
});
export type ContractView = z.infer<typeof contractViewSchema>;

/** Signing state filter of the documents list. */
export const documentListQuerySchema = listQuerySchema.extend({
  kind: documentKindSchema.optional(),
  state: documentStateSchema.optional(),
  orderNumber: z.string().trim().max(32).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentPageSchema = pageOf(documentViewSchema);
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** A hash typed in or read from the QR code; a dropped PDF is sent as multipart instead. */
export const verifyDocumentHashSchema = z.object({ sha256: sha256Field });

/** What anyone may learn about a document: nothing confidential beyond the order number. */
export const verificationResultSchema = z.object({
  matched: z.boolean(),
  sha256: z.string(),
  document: z
    .object({
      kind: documentKindSchema,
      orderNumber: z.string(),
      versionNo: z.number().int(),
      state: documentStateSchema,
      issuedAt: z.iso.datetime(),
      isSignedCopy: z.boolean(),
      /** Superseded or declined versions still verify, with their state. */
      signatures: z.array(
        z.object({
          side: z.enum(SignatureSide),
          signerName: z.string(),
          companyName: z.string(),
          signedAt: z.iso.datetime(),
        }),
      ),
    })
    .nullable(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/** `?download=1` sends the PDF as an attachment; by default it is shown in place. */
export const documentFileQuerySchema = z.object({
  download: z.enum(['0', '1']).optional(),
});
