import {
  documentFileQuerySchema,
  documentListQuerySchema,
  documentPageSchema,
  idParamSchema,
  verificationResultSchema,
  verifyDocumentHashSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy, publicRoute } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { sendStoredFile } from '../../platform/files/download.js';
import { hashUploadedFile } from '../../platform/files/hash-upload.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getDocumentFile } from './get-document-file.js';
import { listDocuments } from './list-documents.js';
import { verifyDocument } from './verify-document.js';

/** Verification is public: a few checks a minute per address is plenty for a person. */
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The documents section and public verification (docs/api/documents.md). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  app.get(
    '/documents',
    {
      ...guardedBy('read:document:party'),
      schema: {
        tags,
        summary: "Documents of the caller's company across orders (every company's for staff)",
        querystring: documentListQuerySchema,
        response: { 200: documentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listDocuments(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/documents/:id/file',
    {
      ...guardedBy('read:document:party'),
      schema: {
        tags,
        summary: 'The PDF of a document, shown in place (`?download=1`: as an attachment)',
        params: idParamSchema,
        querystring: documentFileQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
      );
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return sendStoredFile(reply, app.files, file, disposition);
    },
  );

  app.post(
    '/documents/verify',
    {
      // A question asked by POST: it changes nothing, so it takes no Idempotency-Key.
      config: { ...publicRoute().config, rateLimit: VERIFY_RATE_LIMIT, idempotencyKey: false },
      schema: {
        tags,
        summary: 'Public: is this a document the platform issued?',
        description:
          'JSON `{"sha256": "…"}` (typed in, or from the QR code of a signed copy), or the PDF ' +
          'itself as the multipart field `file` (hashed as it streams in, never stored). An ' +
          'unknown hash answers `matched: false` and nothing else.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: verificationResultSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      const sha256 = request.isMultipart()
        ? await hashUploadedFile(request)
        : parseHash(request.body);
      return verifyDocument(serviceDeps(app, request), sha256);
    },
  );
};

function parseHash(body: unknown): string {
  const parsed = verifyDocumentHashSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fields: { sha256: 'validation.invalid' } });
  }
  return parsed.data.sha256;
}
