import {
  DOCUMENT_CONTENT_TYPES,
  idParamSchema,
  OrderAction,
  orderActionPermission,
  orderFileListSchema,
  orderFileViewSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { receiveUpload } from '../../platform/files/multipart.js';
import { keepBlobIfRecorded } from '../../platform/files/upload.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { listOrderFiles } from './list-order-files.js';
import { uploadOrderFile } from './upload-order-file.js';

const UPLOAD_DESCRIPTION =
  'multipart/form-data: the text field `type` (CARGO_PHOTO, SEAL_PHOTO, INVOICE, ' +
  'PAYMENT_RECEIPT, OTHER), then the file `file`, at most 10 MB. Types are detected from the ' +
  'content: photos must be JPEG, PNG or WebP; invoices, receipts and other files a PDF or an ' +
  'image (415 FILE_TYPE_NOT_ALLOWED, 413 FILE_TOO_LARGE). One file per request.';

/**
 * The settlement of the trip (docs/api/trip.md, "Files, payment, completion and ratings"):
 * order files and their review, the payment, the completion and the ratings both ways.
 */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trip'];

  app.post(
    '/orders/:id/files',
    {
      ...guardedBy(orderActionPermission(OrderAction.UPLOAD_FILE)),
      schema: {
        tags,
        summary: 'Attach a file to the order (either party, during the trip)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: {
          201: orderFileViewSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.files, {
        allowedContentTypes: DOCUMENT_CONTENT_TYPES,
      });
      const view = await keepBlobIfRecorded(app.files, upload.blob, () =>
        uploadOrderFile(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          { type: upload.fields.type, blob: upload.blob },
          requestMeta(request),
        ),
      );
      return reply.code(201).send(view);
    },
  );

  app.get(
    '/orders/:id/files',
    {
      ...guardedBy('read:order:party'),
      schema: {
        tags,
        summary: "The order's files with their review, oldest first (parties and staff)",
        params: idParamSchema,
        response: { 200: orderFileListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listOrderFiles(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
