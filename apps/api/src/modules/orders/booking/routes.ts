import {
  idParamSchema,
  instantBookingRequestSchema,
  OrderAction,
  orderActionPermission,
  orderBookingRequestSchema,
  orderDetailSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { bookOrder } from './book-order.js';
import { setInstantBooking } from './set-instant-booking.js';

/** Instant booking (issue 32): the carrier books at the posted price; the owner allows it. */
export const orderBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order booking'];

  app.post(
    '/orders/:id/book',
    {
      ...guardedBy(orderActionPermission(OrderAction.BOOK)),
      schema: {
        tags,
        summary: "Book at the order's posted price with a driver and a vehicle, at its version",
        params: idParamSchema,
        body: orderBookingRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      bookOrder(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/instant-booking',
    {
      ...guardedBy(orderActionPermission(OrderAction.SET_INSTANT_BOOKING)),
      schema: {
        tags,
        summary: 'Allow or stop instant booking until a carrier is selected',
        params: idParamSchema,
        body: instantBookingRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setInstantBooking(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );
};
