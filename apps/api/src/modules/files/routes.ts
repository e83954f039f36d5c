import { fileDownloadQuerySchema, idParamSchema } from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { sendStoredFile } from '../../platform/files/download.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getFileForDownload } from './get-file-for-download.js';

/** Downloads of stored files, authorised like the record they belong to. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      // Sessions under review included: a rejected owner views the documents it submitted.
      ...guardedBy('read:file:party'),
      schema: {
        tags: ['files'],
        summary: 'Download a stored file (`?disposition=inline` to show it in the browser)',
        params: idParamSchema,
        querystring: fileDownloadQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const file = await getFileForDownload(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
      );
      return sendStoredFile(reply, app.files, file, request.query.disposition);
    },
  );
};
