import {
  idParamSchema,
  OrderAction,
  orderDetailSchema,
  orderResponseListSchema,
  orderResponseParamsSchema,
  orderResponseRequestSchema,
  orderResponseUpdateSchema,
  orderResponseViewSchema,
  orderVersionRequestSchema,
  responseOptionsSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta } from '../../companies/http.js';
import { orderActionRoles } from '../order-access.js';
import { acceptResponse } from './accept-response.js';
import { createResponse } from './create-response.js';
import { getResponseOptions } from './get-response-options.js';
import { listResponses } from './list-responses.js';
import { updateResponse } from './update-response.js';
import { withdrawResponse } from './withdraw-response.js';

/** Carriers' responses to orders and the owner side's choice among them. */
export const orderResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const responders = requireRoles(...orderActionRoles(OrderAction.RESPOND));
  const tags = ['order responses'];

  app.get(
    '/orders/:id/response-options',
    {
      preHandler: responders,
      schema: {
        tags,
        summary: "The caller's eligible drivers and vehicles in service to respond with",
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: responseOptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getResponseOptions(app.database.db, currentUser(request), request.params.id),
  );

  app.get(
    '/orders/:id/responses',
    {
      preHandler: requireRoles(),
      schema: {
        tags,
        summary: 'Responses to the order: all for the owner side and staff, own for carriers',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: orderResponseListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listResponses(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/responses',
    {
      preHandler: responders,
      schema: {
        tags,
        summary: 'Respond with a driver, a vehicle, a price and a currency',
        security: bearerSecurity,
        params: idParamSchema,
        body: orderResponseRequestSchema,
        response: { 201: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const response = await createResponse(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(response);
    },
  );

  app.put(
    '/orders/:id/responses/:responseId',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.EDIT_RESPONSE)),
      schema: {
        tags,
        summary: 'Change the active response at the version read',
        security: bearerSecurity,
        params: orderResponseParamsSchema,
        body: orderResponseUpdateSchema,
        response: { 200: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateResponse(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.params.responseId,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/responses/:responseId/withdraw',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.WITHDRAW_RESPONSE)),
      schema: {
        tags,
        summary: 'Withdraw the active response before a choice is made',
        security: bearerSecurity,
        params: orderResponseParamsSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withdrawResponse(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.params.responseId,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/responses/:responseId/accept',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.ACCEPT_RESPONSE)),
      schema: {
        tags,
        summary: "Accept a response at the order's version: the others are declined",
        security: bearerSecurity,
        params: orderResponseParamsSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      acceptResponse(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.params.responseId,
        request.body,
        requestMeta(request),
      ),
  );
};
