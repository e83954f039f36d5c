import {
  createDriverRequestSchema,
  companyDriverListQuerySchema,
  driverDetailSchema,
  driverIinCheckRequestSchema,
  driverIinCheckResponseSchema,
  driverPageSchema,
  idParamSchema,
  updateDriverRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { receiveUploads } from '../../../platform/files/multipart.js';
import { keepBlobsIfRecorded } from '../../../platform/files/upload.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { createDriver } from './create-driver.js';
import { DRIVER_FILE_RULES, storedBlobsOf } from './driver-files.js';
import { readDriverForm } from './driver-form.js';
import { checkDriverIin } from './iin-availability.js';
import { getCompanyDriver, listCompanyDrivers } from './list-company-drivers.js';
import { retireDriver } from './retire-driver.js';
import { updateDriver } from './update-driver.js';

const DRIVER_FORM_DESCRIPTION =
  'multipart/form-data: the text field `data` holds the form as JSON (the shared schema), ' +
  'beside the files `photo` (JPEG, PNG or WebP) and `identityPdf` (PDF), at most 10 MB each; ' +
  'types are detected from the content. Problems of `data` come back per field like a JSON ' +
  "body's (`identityDocument.expiryDate`, …), a missing file as `photo`/`identityPdf`: " +
  '`validation.fileRequired`, a refused one with 413/415 and its field named.';

/** `/company-drivers`: a carrier's owner and logisticians manage the carrier's drivers. */
export const companyDriverRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:driver:own');
  const managers = guardedBy('manage:driver:own');
  const tags = ['fleet'];

  app.get(
    '/company-drivers',
    {
      ...readers,
      schema: {
        tags,
        summary: "The carrier's drivers (search, status, blacklisted, eligible, retired)",
        querystring: companyDriverListQuerySchema,
        response: { 200: driverPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listCompanyDrivers(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/company-drivers/:id',
    {
      ...readers,
      schema: {
        tags,
        summary: "One of the carrier's drivers, with files, vehicles, fines and history",
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getCompanyDriver(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/company-drivers/iin-check',
    {
      ...managers,
      // A question asked by POST: it changes nothing, so it takes no Idempotency-Key.
      config: { ...managers.config, idempotencyKey: false },
      schema: {
        tags,
        summary: 'May a driver with this IIN be added? 409 when registered or blacklisted',
        description:
          "DRIVER_BLACKLISTED carries the security service's reason in `details.reason`.",
        body: driverIinCheckRequestSchema,
        response: { 200: driverIinCheckResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      checkDriverIin(serviceDeps(app, request), currentUser(request), request.body.iin),
  );

  app.post(
    '/company-drivers',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Add a driver by IIN, with photo and identity document; pending approval',
        description: `${DRIVER_FORM_DESCRIPTION} Both files are required.`,
        consumes: ['multipart/form-data'],
        response: { 201: driverDetailSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUploads(request, app.files, DRIVER_FILE_RULES);
      const driver = await keepBlobsIfRecorded(app.files, storedBlobsOf(upload.blobs), () =>
        createDriver(
          serviceDeps(app, request),
          currentUser(request),
          readDriverForm(createDriverRequestSchema, upload, ['photo', 'identityPdf']),
          upload.blobs,
          requestMeta(request),
        ),
      );
      return reply.code(201).send(driver);
    },
  );

  app.put(
    '/company-drivers/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Edit a driver at the version read; new files optional',
        description: `${DRIVER_FORM_DESCRIPTION} Files are optional and replace the current ones.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: {
          200: driverDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const upload = await receiveUploads(request, app.files, DRIVER_FILE_RULES);
      return keepBlobsIfRecorded(app.files, storedBlobsOf(upload.blobs), () =>
        updateDriver(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          readDriverForm(updateDriverRequestSchema, upload, []),
          upload.blobs,
          requestMeta(request),
        ),
      );
    },
  );

  app.post(
    '/company-drivers/:id/retire',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Remove a driver from the fleet (kept with its history; never deleted)',
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      retireDriver(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        requestMeta(request),
      ),
  );
};
