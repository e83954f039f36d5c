import { z } from 'zod';

/** Every upload is limited to 10 MB (issues 3 and 4). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Types the server accepts; it detects them from the file's content, never from its name. */
export const ContentType = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

export const IMAGE_CONTENT_TYPES: readonly ContentType[] = [
  ContentType.JPEG,
  ContentType.PNG,
  ContentType.WEBP,
];
export const PDF_CONTENT_TYPES: readonly ContentType[] = [ContentType.PDF];
/** Scans or PDFs: company documents (charter, certificates, powers of attorney). */
export const DOCUMENT_CONTENT_TYPES: readonly ContentType[] = [
  ContentType.PDF,
  ...IMAGE_CONTENT_TYPES,
];

/** A stored file as the API describes it; the bytes come from `GET /api/files/:id`. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileDownloadQuerySchema = z.object({
  /** `inline` lets a browser show a PDF or image in place; the default downloads it. */
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});
