import {
  IMAGE_CONTENT_TYPES,
  PARTNER_LOGO_MAX_BYTES,
  idParamSchema,
  partnerListSchema,
  partnerOrderSchema,
  partnerSchema,
  partnerUpdateSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { receiveUploads } from '../../platform/files/multipart.js';
import { keepBlobsIfRecorded } from '../../platform/files/upload.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import {
  changePartner,
  createPartner,
  deletePartner,
  listPartners,
  readPartnerForm,
  reorderPartners,
} from './partner-admin.js';

const LOGO_RULES = {
  logo: { allowedContentTypes: IMAGE_CONTENT_TYPES, maxBytes: PARTNER_LOGO_MAX_BYTES },
};

/** The admin's partners of the homepage: add with a logo, edit, hide, reorder, delete. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = guardedBy('manage:partner:any');
  const tags = ['partners'];

  app.get(
    '/admin/partners',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every partner, hidden ones too, in the homepage’s order',
        response: { 200: partnerListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listPartners(serviceDeps(app, request), currentUser(request)),
  );

  app.post(
    '/admin/partners',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add a partner with its logo; it goes last, visible',
        description:
          'multipart/form-data with text fields `name` and `url` (optional, http or https) and ' +
          'one file `logo`: JPEG, PNG or WebP (detected from the content), at most 2 MB.',
        consumes: ['multipart/form-data'],
        response: { 201: partnerSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUploads(request, app.files, LOGO_RULES);
      const stored = upload.blobs.logo ? [upload.blobs.logo] : [];
      const partner = await keepBlobsIfRecorded(app.files, stored, () => {
        const { fields, logo } = readPartnerForm(upload.fields, upload.blobs.logo);
        return createPartner(
          serviceDeps(app, request),
          currentUser(request),
          fields,
          logo,
          requestMeta(request),
        );
      });
      return reply.code(201).send(partner);
    },
  );

  app.patch(
    '/admin/partners/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a partner’s name or site, or hide or show it',
        params: idParamSchema,
        body: partnerUpdateSchema,
        response: { 200: partnerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changePartner(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.put(
    '/admin/partners/order',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Put the partners in a new order (every partner’s id, once)',
        body: partnerOrderSchema,
        response: { 200: partnerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      reorderPartners(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );

  app.delete(
    '/admin/partners/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a partner and its logo',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePartner(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        requestMeta(request),
      );
      return reply.code(204).send(null);
    },
  );
};
