import {
  idParamSchema,
  OrderAction,
  orderDetailSchema,
  orderFormSchema,
  orderHistorySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderUpdateSchema,
  orderVersionRequestSchema,
  FORWARDER_SIDE_ROLES,
} from '@freight/shared';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta } from '../companies/http.js';
import { createOrder } from './create-order.js';
import { findOrders } from './find-orders.js';
import { getOrder } from './get-order.js';
import { getOrderHistory } from './get-order-history.js';
import { orderActionRoles } from './order-access.js';
import { publishOrder } from './publish-order.js';
import { updateOrder } from './update-order.js';

/** Orders (docs/api/orders.md): the lists, the request form, publishing and the history. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = requireRoles();
  const tags = ['orders'];

  app.get(
    '/orders',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Orders the caller may see: filters, full-text `q`, sort, pages',
        security: bearerSecurity,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(400, 401, 403) },
      },
      // The load board's answer: 20 rows, asked for again and again (docs/decisions/010).
      serializerCompiler: fastSerializerCompiler(200, orderPageSchema),
    },
    async (request) => findOrders(app.database.db, currentUser(request), request.query),
  );

  app.post(
    '/orders',
    {
      preHandler: requireRoles(...FORWARDER_SIDE_ROLES),
      schema: {
        tags,
        summary: 'Create an order as a draft or published (approved forwarder companies)',
        security: bearerSecurity,
        body: orderFormSchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const order = await createOrder(
        app.database.db,
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'One order with the actions the caller may perform',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getOrder(app.database.db, currentUser(request), request.params.id),
  );

  app.put(
    '/orders/:id',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.EDIT)),
      schema: {
        tags,
        summary: 'Edit a draft or published order at the version read (PUBLISH publishes a draft)',
        security: bearerSecurity,
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateOrder(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/publish',
    {
      preHandler: requireRoles(...orderActionRoles(OrderAction.PUBLISH)),
      schema: {
        tags,
        summary: 'Publish a draft to the load board',
        security: bearerSecurity,
        params: idParamSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      publishOrder(
        app.database.db,
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.get(
    '/orders/:id/history',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Every change to the order: who, when, from what to what',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: orderHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getOrderHistory(app.database.db, currentUser(request), request.params.id),
  );
};
