import {
  completeOrderRequestSchema,
  DOCUMENT_CONTENT_TYPES,
  fileReviewRequestSchema,
  idParamSchema,
  OrderAction,
  orderActionPermission,
  orderFileListSchema,
  orderFileParamsSchema,
  orderFileViewSchema,
  ratingRequestSchema,
  sendPaymentRequestSchema,
  tripViewSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { receiveUpload } from '../../../platform/files/multipart.js';
import { keepBlobIfRecorded } from '../../../platform/files/upload.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { completeOrder } from './complete-order.js';
import { listOrderFiles } from './list-order-files.js';
import { rateForwarder } from './rate-forwarder.js';
import { reviewOrderFile } from './review-order-file.js';
import { sendPayment } from './send-payment.js';
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

  app.post(
    '/orders/:id/files/:fileId/review',
    {
      ...guardedBy(orderActionPermission(OrderAction.REVIEW_FILE)),
      schema: {
        tags,
        summary: "Accept or reject the other side's file (a rejection needs a reason)",
        description:
          "`fileType` must be the file's type (400 FILE_TYPE_MISMATCH), `version` the file's " +
          "version. The uploader's own side is refused (403 FILE_REVIEW_OWN_SIDE), a file " +
          'already reviewed too (409 FILE_ALREADY_REVIEWED). Rejecting the latest payment ' +
          'receipt while the order is PAYMENT_SENT returns the order to DELIVERED.',
        params: orderFileParamsSchema,
        body: fileReviewRequestSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reviewOrderFile(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.fileId,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/payment',
    {
      ...guardedBy(orderActionPermission(OrderAction.SEND_PAYMENT)),
      schema: {
        tags,
        summary: 'Send the payment with the latest receipt (forwarder side, after delivery)',
        description:
          'Refused without a receipt (409 RECEIPT_REQUIRED), with a rejected one (409 ' +
          'RECEIPT_REJECTED) and while a problem awaits the CB (409 ORDER_HAS_OPEN_PROBLEM). ' +
          'An amount or currency other than the agreed price needs a comment (400 ' +
          'PAYMENT_COMMENT_REQUIRED).',
        params: idParamSchema,
        body: sendPaymentRequestSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendPayment(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/complete',
    {
      ...guardedBy(orderActionPermission(OrderAction.COMPLETE)),
      schema: {
        tags,
        summary: "Complete the order with the forwarder side's rating of the carrier",
        params: idParamSchema,
        body: completeOrderRequestSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      completeOrder(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/rating',
    {
      ...guardedBy(orderActionPermission(OrderAction.RATE_FORWARDER)),
      schema: {
        tags,
        summary: 'The carrier side rates the forwarder: once, within 14 days of completion',
        params: idParamSchema,
        body: ratingRequestSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rateForwarder(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );
};
