import {
  idParamSchema,
  orderInvitationRequestSchema,
  orderInvitationSchema,
  suggestedCarriersSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { inviteCarrier } from './invite-carrier.js';
import { suggestCarriers } from './suggest-carriers.js';

/** An order's suggested carriers and the invitations to them (issue 31): its owner company. */
export const orderExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = guardedBy('invite:carrier:party');
  const tags = ['orders'];

  app.get(
    '/orders/:id/suggested-carriers',
    {
      ...owners,
      schema: {
        tags,
        summary: 'Up to ten carriers likeliest to take the published order, with their reasons',
        description: 'Ranked by the formula of decision 036; 404 for an order not its own.',
        params: idParamSchema,
        response: { 200: suggestedCarriersSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      suggestCarriers(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/invitations',
    {
      ...owners,
      schema: {
        tags,
        summary: 'Invite a carrier to answer the published order (once per carrier)',
        description: '201 for a new invitation, 200 with the first one when it was already sent.',
        params: idParamSchema,
        body: orderInvitationRequestSchema,
        response: {
          200: orderInvitationSchema,
          201: orderInvitationSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { invitation, created } = await inviteCarrier(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.code(created ? 201 : 200).send(invitation);
    },
  );
};
