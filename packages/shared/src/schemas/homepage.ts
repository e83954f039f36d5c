import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../i18n/languages.js';
import { emailField } from './fields.js';

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
