import { priceHintQuerySchema, priceHintSchema } from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getPriceHint } from './price-hint.js';

/** What a lane cost in the platform's own completed deals (issue 32, decision 040). */
export const priceHintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-hint',
    {
      ...guardedBy('read:price_hint:any'),
      schema: {
        tags: ['price-hint'],
        summary: 'Median and interquartile range of a lane’s agreed prices over 90 days',
        description:
          'Of completed orders from the origin’s region to the destination’s with the body ' +
          'type, converted into the asked currency at the rates of each deal’s date; a wider ' +
          'lane (`basis`) when the exact one has fewer than five deals; no figures below five.',
        querystring: priceHintQuerySchema,
        response: { 200: priceHintSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getPriceHint(serviceDeps(app, request), currentUser(request), request.query),
  );
};
