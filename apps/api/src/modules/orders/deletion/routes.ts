import {
  deletionDecisionRequestSchema,
  deletionRequestListQuerySchema,
  deletionRequestPageSchema,
  deletionRequestSchema,
  idParamSchema,
  OrderAction,
  orderActionPermission,
  orderDeletionRequestParamsSchema,
  orderDeletionRequestSchema,
  orderDetailSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { decideDeletion } from './decide-deletion.js';
import { findDeletionRequests } from './find-deletion-requests.js';
import { requestDeletion } from './request-deletion.js';

/** Deletion requests: the owner side asks, a moderator or the CB approves or rejects. */
export const orderDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order deletion'];

  app.post(
    '/orders/:id/deletion-requests',
    {
      ...guardedBy(orderActionPermission(OrderAction.REQUEST_DELETION)),
      schema: {
        tags,
        summary: 'Ask a moderator or the CB to delete (cancel) the order',
        params: idParamSchema,
        body: deletionRequestSchema,
        response: { 201: orderDeletionRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const deletion = await requestDeletion(
        serviceDeps(app, request),
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
      ...guardedBy('read:deletion_request:any'),
      schema: {
        tags,
        summary: 'Deletion requests with their orders (pending ones by default), newest first',
        querystring: deletionRequestListQuerySchema,
        response: { 200: deletionRequestPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      findDeletionRequests(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.post(
    '/orders/:id/deletion-requests/:requestId/decision',
    {
      // One route for both answers; the state machine then checks APPROVE_ or REJECT_DELETION.
      ...guardedBy('decide_deletion:order:party'),
      schema: {
        tags,
        summary: 'Approve (the order is cancelled) or reject with a comment',
        params: orderDeletionRequestParamsSchema,
        body: deletionDecisionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideDeletion(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.requestId,
        request.body,
        requestMeta(request),
      ),
  );
};
