import {
  idParamSchema,
  OrderAction,
  orderDetailSchema,
  orderFormSchema,
  orderHistorySchema,
  orderListQuerySchema,
  orderStatusCountsQuerySchema,
  orderStatusCountsSchema,
  orderPageSchema,
  orderUpdateSchema,
  orderActionPermission,
  orderVersionRequestSchema,
} from '@freight/shared';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { countOrdersByStatus } from './count-orders-by-status.js';
import { createOrder } from './create-order.js';
import { findOrders } from './find-orders.js';
import { getOrder } from './get-order.js';
import { getOrderHistory } from './get-order-history.js';
import { publishOrder } from './publish-order.js';
import { openToBoard } from './publication/open-to-board.js';
import { updateOrder } from './update-order.js';

/** Orders (docs/api/orders.md): the lists, the request form, publishing and the history. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:order:party');
  const tags = ['orders'];

  app.get(
    '/orders',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Orders the caller may see: filters, full-text `q`, sort, pages',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(400, 401, 403) },
      },
      // The load board's answer: 20 rows, asked for again and again (docs/decisions/010).
      serializerCompiler: fastSerializerCompiler(200, orderPageSchema),
    },
    async (request) => findOrders(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/orders/status-counts',
    {
      ...readers,
      schema: {
        tags,
        summary: 'How many orders of each status the list holds with the same filters and `q`',
        querystring: orderStatusCountsQuerySchema,
        response: { 200: orderStatusCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      countOrdersByStatus(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.post(
    '/orders',
    {
      ...guardedBy('create:order:own'),
      schema: {
        tags,
        summary: 'Create an order as a draft or published (approved forwarder companies)',
        body: orderFormSchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const order = await createOrder(
        serviceDeps(app, request),
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
      ...readers,
      schema: {
        tags,
        summary: 'One order with the actions the caller may perform',
        params: idParamSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getOrder(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.put(
    '/orders/:id',
    {
      ...guardedBy(orderActionPermission(OrderAction.EDIT)),
      schema: {
        tags,
        summary: 'Edit a draft or published order at the version read (PUBLISH publishes a draft)',
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateOrder(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/publish',
    {
      ...guardedBy(orderActionPermission(OrderAction.PUBLISH)),
      schema: {
        tags,
        summary: 'Publish a draft to the load board',
        params: idParamSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      publishOrder(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/open-to-board',
    {
      ...guardedBy(orderActionPermission(OrderAction.OPEN_TO_BOARD)),
      schema: {
        tags,
        summary: "Put an order offered to the company's own carriers on the whole board now",
        params: idParamSchema,
        body: orderVersionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      openToBoard(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.get(
    '/orders/:id/history',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every change to the order: who, when, from what to what',
        params: idParamSchema,
        response: { 200: orderHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getOrderHistory(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
