import {
  confirmDeliveryRequestSchema,
  idParamSchema,
  OrderAction,
  orderActionPermission,
  sealedTripStepRequestSchema,
  tripStepParamsSchema,
  tripStepRequestSchema,
  tripTimeCorrectionSchema,
  tripViewSchema,
  unloadingTripStepRequestSchema,
  type CarrierTripAction,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { confirmDelivery } from './confirm-delivery.js';
import { correctTripTime } from './correct-trip-time.js';
import { getTrip } from './get-trip.js';
import { recordTripStep } from './record-trip-step.js';

/** The carrier's four steps: path, summary, and the body (with a seal number or without). */
const CARRIER_STEP_ROUTES: readonly {
  action: CarrierTripAction;
  path: string;
  summary: string;
  body:
    | typeof tripStepRequestSchema
    | typeof sealedTripStepRequestSchema
    | typeof unloadingTripStepRequestSchema;
}[] = [
  {
    action: OrderAction.START_LOADING,
    path: 'start-loading',
    summary: 'The carrier starts loading (actual time defaults to now)',
    body: tripStepRequestSchema,
  },
  {
    action: OrderAction.DEPART_LOADING,
    path: 'depart-loading',
    summary: 'The carrier departs from loading with the seal number; issues the consignment note',
    body: sealedTripStepRequestSchema,
  },
  {
    action: OrderAction.START_UNLOADING,
    path: 'start-unloading',
    summary:
      'The carrier starts unloading with the seal number found: a mismatch is refused ' +
      '(SEAL_RECHECK) until re-checked with a seal photo, then goes to the CB',
    body: unloadingTripStepRequestSchema,
  },
  {
    action: OrderAction.DEPART_UNLOADING,
    path: 'depart-unloading',
    summary: 'The carrier departs from unloading: the goods are delivered',
    body: tripStepRequestSchema,
  },
];

/** The trip of an order (docs/api/trip.md): the timeline, seals, the consignment note. */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trip'];

  app.get(
    '/orders/:id/trip',
    {
      ...guardedBy('read:order:party'),
      schema: {
        tags,
        summary: "The order's trip: steps, files, seals, delivery, payment, ratings, the note",
        params: idParamSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTrip(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  for (const { action, path, summary, body } of CARRIER_STEP_ROUTES) {
    app.post(
      `/orders/:id/trip/${path}`,
      {
        ...guardedBy(orderActionPermission(action)),
        schema: {
          tags,
          summary,
          params: idParamSchema,
          body,
          response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) =>
        recordTripStep(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          action,
          request.body,
          requestMeta(request),
        ),
    );
  }

  app.put(
    '/orders/:id/trip/steps/:step',
    {
      ...guardedBy(orderActionPermission(OrderAction.CORRECT_TRIP_TIME)),
      schema: {
        tags,
        summary: 'The carrier corrects the actual time of a recorded step (history kept)',
        params: tripStepParamsSchema,
        body: tripTimeCorrectionSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      correctTripTime(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.step,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/orders/:id/trip/confirm-delivery',
    {
      ...guardedBy(orderActionPermission(OrderAction.CONFIRM_DELIVERY)),
      schema: {
        tags,
        summary: 'The forwarder side confirms receipt of the goods; issues the confirmed note',
        params: idParamSchema,
        body: confirmDeliveryRequestSchema,
        response: { 200: tripViewSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) =>
      confirmDelivery(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );
};
