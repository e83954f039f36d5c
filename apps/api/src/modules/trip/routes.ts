import { idParamSchema, tripViewSchema } from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getTrip } from './get-trip.js';

/** The trip of an order (docs/api/trip.md): the timeline, seals, the consignment note. */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trip'];

  app.get(
    '/orders/:id/trip',
    {
      ...guardedBy('read:order:party'),
      schema: {
        tags,
        summary: "The order's trip: steps, files, seals, delivery, payment, ratings, the note",
        params: idParamSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTrip(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
