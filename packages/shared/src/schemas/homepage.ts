import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../i18n/languages.js';
import { emailField } from './fields.js';
import { eventActorSchema, listQuerySchema, pageOf } from './common.js';

/**
 * Issue 13, the public homepage's contract: its live figures and partners (public, cached),
 * the visitors' question form, the moderators' inbox of questions and the admin's partners.
 */

/** Live platform figures on the homepage, cached by the server (never slower than the page). */
export const publicFiguresSchema = z.object({
  approvedCompanies: z.number().int(),
  approvedDrivers: z.number().int(),
  completedOrders: z.number().int(),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;

/** A partner as visitors see it; the logo is served by `GET /api/public/partners/:id/logo`. */
export const publicPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The partner's site, opened in a new tab; null shows the logo without a link. */
  url: z.string().nullable(),
  logoUrl: z.string(),
});
export type PublicPartner = z.infer<typeof publicPartnerSchema>;

/** `GET /api/public/home`: everything dynamic on the homepage, in one cached answer. */
export const publicHomeSchema = z.object({
  figures: publicFiguresSchema,
  /** Visible partners in the admin's order. */
  partners: z.array(publicPartnerSchema),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;

export const QUESTION_TEXT_MAX_LENGTH = 4000;

/**
 * `POST /api/public/questions` (multipart is not needed: no file). `website` is a honeypot:
 * a field hidden from people; a filled one is answered like a success and stores nothing.
 */
export const questionCreateSchema = z.object({
  name: z.string().trim().min(1, ValidationMessage.REQUIRED).max(200, ValidationMessage.TOO_LONG),
  email: emailField,
  question: z
    .string()
    .trim()
    .min(1, ValidationMessage.REQUIRED)
    .max(QUESTION_TEXT_MAX_LENGTH, ValidationMessage.TOO_LONG),
  /** The language the visitor wrote in, so the answer's e-mail frame speaks it. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  website: z.string().max(500).optional(),
});
export type QuestionCreate = z.infer<typeof questionCreateSchema>;

export const QuestionStatus = {
  NEW: 'NEW',
  ANSWERED: 'ANSWERED',
  CLOSED: 'CLOSED',
} as const;
export type QuestionStatus = (typeof QuestionStatus)[keyof typeof QuestionStatus];

export const questionStatusSchema = z.enum([
  QuestionStatus.NEW,
  QuestionStatus.ANSWERED,
  QuestionStatus.CLOSED,
]);

/** What a question's history records, each with who (null: the visitor) and when. */
export const QuestionEventKind = {
  ASKED: 'ASKED',
  ANSWERED: 'ANSWERED',
  CLOSED: 'CLOSED',
  REOPENED: 'REOPENED',
} as const;
export type QuestionEventKind = (typeof QuestionEventKind)[keyof typeof QuestionEventKind];

/** `GET /api/questions?status=&page=&pageSize=&q=`: the moderators' inbox, newest first. */
export const questionListQuerySchema = listQuerySchema.extend({
  status: questionStatusSchema.optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const questionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  language: z.enum(LANGUAGES),
  status: questionStatusSchema,
  answerCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionPageSchema = pageOf(questionSummarySchema);
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const questionEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum([
    QuestionEventKind.ASKED,
    QuestionEventKind.ANSWERED,
    QuestionEventKind.CLOSED,
    QuestionEventKind.REOPENED,
  ]),
  /** The moderator or admin; null for the visitor's own question. */
  actor: eventActorSchema,
  /** The answer's text (ANSWERED), else null. */
  text: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** `GET /api/questions/:id`: the question with its whole history, oldest first. */
export const questionDetailSchema = questionSummarySchema.extend({
  events: z.array(questionEventSchema),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/** `POST /api/questions/:id/answer`: the answer is e-mailed to the visitor. */
export const questionAnswerSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, ValidationMessage.REQUIRED)
    .max(QUESTION_TEXT_MAX_LENGTH, ValidationMessage.TOO_LONG),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** Partner logos: images only, at most 2 MB. */
export const PARTNER_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PARTNER_NAME_MAX_LENGTH = 200;

/** A partner's site: http(s) only; an empty field means no link. */
const partnerUrlField = z
  .string()
  .trim()
  .max(500, ValidationMessage.TOO_LONG)
  .transform((value) => (value === '' ? null : value))
  .pipe(z.url({ protocol: /^https?$/, message: ValidationMessage.URL }).nullable())
  .nullish()
  .transform((value) => value ?? null);

/** The text fields of a partner: the fields of the create form (multipart) and of an update. */
export const partnerFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ValidationMessage.REQUIRED)
    .max(PARTNER_NAME_MAX_LENGTH, ValidationMessage.TOO_LONG),
  url: partnerUrlField,
});

/** `PATCH /api/admin/partners/:id`: any of the name, the site and visibility. */
export const partnerUpdateSchema = z.object({
  name: partnerFieldsSchema.shape.name.optional(),
  url: partnerUrlField.optional(),
  visible: z.boolean().optional(),
});
export type PartnerUpdate = z.input<typeof partnerUpdateSchema>;

/** `PUT /api/admin/partners/order`: every partner's id, in the new order. */
export const partnerOrderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/** A partner as the admin manages it. */
export const partnerSchema = publicPartnerSchema.extend({
  visible: z.boolean(),
  position: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerListSchema = z.object({ items: z.array(partnerSchema) });
export type PartnerList = z.infer<typeof partnerListSchema>;
