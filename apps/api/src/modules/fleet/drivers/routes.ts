import {
  createDriverRequestSchema,
  companyDriverListQuerySchema,
  driverDetailSchema,
  driverIinCheckRequestSchema,
  driverIinCheckResponseSchema,
  driverPageSchema,
  idParamSchema,
  Role,
  updateDriverRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { receiveUploads } from '../../../platform/files/multipart.js';
import { keepBlobsIfRecorded } from '../../../platform/files/upload.js';
import { bearerSecurity, requestMeta } from '../../companies/http.js';
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
  const managers = requireRoles(Role.DRIVER_COMPANY, Role.LOGISTICIAN);
  const tags = ['fleet'];

  app.get(
    '/company-drivers',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "The carrier's drivers (search, status, blacklisted, eligible, retired)",
        security: bearerSecurity,
        querystring: companyDriverListQuerySchema,
        response: { 200: driverPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCompanyDrivers(app.database.db, currentUser(request), request.query),
  );

  app.get(
    '/company-drivers/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "One of the carrier's drivers, with files, vehicles, fines and history",
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanyDriver(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    '/company-drivers/iin-check',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'May a driver with this IIN be added? 409 when registered or blacklisted',
        description:
          "DRIVER_BLACKLISTED carries the security service's reason in `details.reason`.",
        security: bearerSecurity,
        body: driverIinCheckRequestSchema,
        response: { 200: driverIinCheckResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => checkDriverIin(app.database.db, currentUser(request), request.body.iin),
  );

  app.post(
    '/company-drivers',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Add a driver by IIN, with photo and identity document; pending approval',
        description: `${DRIVER_FORM_DESCRIPTION} Both files are required.`,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 201: driverDetailSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUploads(request, app.files, DRIVER_FILE_RULES);
      const driver = await keepBlobsIfRecorded(app.files, storedBlobsOf(upload.blobs), () =>
        createDriver(
          { db: app.database.db },
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
      preHandler: managers,
      schema: {
        tags,
        summary: 'Edit a driver at the version read; new files optional',
        description: `${DRIVER_FORM_DESCRIPTION} Files are optional and replace the current ones.`,
        security: bearerSecurity,
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
          { db: app.database.db },
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
      preHandler: managers,
      schema: {
        tags,
        summary: 'Remove a driver from the fleet (kept with its history; never deleted)',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      retireDriver(
        { db: app.database.db },
        currentUser(request),
        request.params.id,
        requestMeta(request),
      ),
  );
};
