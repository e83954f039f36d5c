import {
  counterOfferParamsSchema,
  counterOfferRequestSchema,
  orderResponseParamsSchema,
  orderResponseViewSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { acceptCounterOffer, declineCounterOffer } from './answer-counter-offer.js';
import { createCounterOffer } from './create-counter-offer.js';
import { withdrawCounterOffer } from './withdraw-counter-offer.js';

/** Counter-prices on a response (issue 32): each answers the response with its whole thread. */
export const counterOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = guardedBy('counter_offer:response:party');
  const carriers = guardedBy('decide_counter_offer:response:party');
  const tags = ['order responses'];
  const answer = { 200: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/orders/:id/responses/:responseId/counter-offers',
    {
      ...owners,
      schema: {
        tags,
        summary: 'Answer an active response with a counter-price',
        params: orderResponseParamsSchema,
        body: counterOfferRequestSchema,
        response: { 201: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const response = await createCounterOffer(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.responseId,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(response);
    },
  );

  const decisions = [
    {
      verb: 'withdraw',
      guard: owners,
      run: withdrawCounterOffer,
      summary: 'Withdraw an open counter-offer',
    },
    {
      verb: 'accept',
      guard: carriers,
      run: acceptCounterOffer,
      summary: 'Accept the counter-offer: the response takes its price',
    },
    {
      verb: 'decline',
      guard: carriers,
      run: declineCounterOffer,
      summary: 'Decline the counter-offer',
    },
  ] as const;

  for (const { verb, guard, run, summary } of decisions) {
    app.post(
      `/orders/:id/responses/:responseId/counter-offers/:offerId/${verb}`,
      { ...guard, schema: { tags, summary, params: counterOfferParamsSchema, response: answer } },
      async (request) => {
        const { id: orderId, responseId, offerId } = request.params;
        return run(
          serviceDeps(app, request),
          currentUser(request),
          { orderId, responseId, offerId },
          requestMeta(request),
        );
      },
    );
  }
};
