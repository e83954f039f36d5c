import {
  idParamSchema,
  OrderAction,
  orderActionPermission,
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
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { acceptResponse } from './accept-response.js';
import { createResponse } from './create-response.js';
import { getResponseOptions } from './get-response-options.js';
import { listResponses } from './list-responses.js';
import { updateResponse } from './update-response.js';
import { withdrawResponse } from './withdraw-response.js';

/** Carriers' responses to orders and the owner side's choice among them. */
export const orderResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const responders = guardedBy(orderActionPermission(OrderAction.RESPOND));
  const tags = ['order responses'];

  app.get(
    '/orders/:id/response-options',
    {
      ...responders,
      schema: {
        tags,
        summary: "The caller's eligible drivers and vehicles in service to respond with",
        params: idParamSchema,
        response: { 200: responseOptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getResponseOptions(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.get(
    '/orders/:id/responses',
    {
      ...guardedBy('read:order:party'),
      schema: {
        tags,
        summary: 'Responses to the order: all for the owner side and staff, own for carriers',
        params: idParamSchema,
        response: { 200: orderResponseListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listResponses(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/responses',
    {
      ...responders,
      schema: {
        tags,
        summary: 'Respond with a driver, a vehicle, a price and a currency',
        params: idParamSchema,
        body: orderResponseRequestSchema,
        response: { 201: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const response = await createResponse(
        serviceDeps(app, request),
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
      ...guardedBy(orderActionPermission(OrderAction.EDIT_RESPONSE)),
      schema: {
        tags,
        summary: 'Change the active response at the version read',
        params: orderResponseParamsSchema,
        body: orderResponseUpdateSchema,
        response: { 200: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateResponse(
        serviceDeps(app, request),
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
      ...guardedBy(orderActionPermission(OrderAction.WITHDRAW_RESPONSE)),
      schema: {
        tags,
        summary: 'Withdraw the active response before a choice is made',
        params: orderResponseParamsSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderResponseViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withdrawResponse(
        serviceDeps(app, request),
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
      ...guardedBy(orderActionPermission(OrderAction.ACCEPT_RESPONSE)),
      schema: {
        tags,
        summary: "Accept a response at the order's version: the others are declined",
        params: orderResponseParamsSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      acceptResponse(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.responseId,
        request.body,
        requestMeta(request),
      ),
  );
};
