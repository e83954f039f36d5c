import {
  deletionDecisionRequestSchema,
  deletionRequestListQuerySchema,
  deletionRequestPageSchema,
  deletionRequestSchema,
  idParamSchema,
  OrderAction,
  orderDeletionRequestParamsSchema,
  orderDeletionRequestSchema,
  orderDetailSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta } from '../../companies/http.js';
import { orderActionRoles } from '../order-access.js';
import { decideDeletion } from './decide-deletion.js';
import { findDeletionRequests } from './find-deletion-requests.js';
import { requestDeletion } from './request-deletion.js';

/** Deletion requests: the owner side asks, a moderator or the CB approves or rejects. */
export const orderDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewers = requireRoles(
    ...orderActionRoles(OrderAction.APPROVE_DELETION, OrderAction.REJECT_DELETION),
  );
  const tags = ['order deletion'];

  app.post(
    '/orders/:id/deletion-requests',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.REQUEST_DELETION)),
      schema: {
        tags,
        summary: 'Ask a moderator or the CB to delete (cancel) the order',
        security: bearerSecurity,
        params: idParamSchema,
        body: deletionRequestSchema,
        response: { 201: orderDeletionRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const deletion = await requestDeletion(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(deletion);
    },
  );

  app.get(
    '/deletion-requests',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Deletion requests with their orders (pending ones by default), newest first',
        security: bearerSecurity,
        querystring: deletionRequestListQuerySchema,
        response: { 200: deletionRequestPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => findDeletionRequests(app.database.db, currentUser(request), request.query),
  );

  app.post(
    '/orders/:id/deletion-requests/:requestId/decision',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Approve (the order is cancelled) or reject with a comment',
        security: bearerSecurity,
        params: orderDeletionRequestParamsSchema,
        body: deletionDecisionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideDeletion(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.params.requestId,
        request.body,
        requestMeta(request),
      ),
  );
};
