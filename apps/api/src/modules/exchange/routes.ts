import {
  idParamSchema,
  matchingOrdersSchema,
  myTruckOffersQuerySchema,
  truckBoardQuerySchema,
  truckOfferFormSchema,
  truckOfferPageSchema,
  truckOfferSchema,
  truckOfferVersionRequestSchema,
  updateTruckOfferRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { findMatchingOrders } from './find-matching-orders.js';
import {
  findOwnTruckOffers,
  findTruckBoard,
  getBoardTruckOffer,
  getOwnTruckOffer,
} from './list-truck-offers.js';
import { postTruckOffer } from './post-truck-offer.js';
import { updateTruckOffer } from './update-truck-offer.js';
import { withdrawTruckOffer } from './withdraw-truck-offer.js';

/**
 * The capacity board (issue 31): carriers post their free trucks (`/my-trucks`), the forwarder
 * side and the CB browse them (`/trucks`).
 */
export const truckOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:truck_offer:any');
  const managers = guardedBy('manage:truck_offer:own');
  const tags = ['trucks'];

  app.get(
    '/truck-offers',
    {
      ...readers,
      schema: {
        tags,
        summary: 'The capacity board: current truck offers, filtered and sorted',
        description:
          '`origin` holds the places in it; `destination` finds trucks going there or anywhere; `bodyType` the bodies that can carry such a load.',
        querystring: truckBoardQuerySchema,
        response: { 200: truckOfferPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      findTruckBoard(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/truck-offers/:id',
    {
      ...readers,
      schema: {
        tags,
        summary: 'One truck offer of the board',
        params: idParamSchema,
        response: { 200: truckOfferSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getBoardTruckOffer(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.get(
    '/my-truck-offers',
    {
      ...managers,
      schema: {
        tags,
        summary: "The carrier's truck offers: current ones, or the closed (`closed=true`)",
        querystring: myTruckOffersQuerySchema,
        response: { 200: truckOfferPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      findOwnTruckOffers(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/my-truck-offers/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: "One of the carrier's truck offers",
        params: idParamSchema,
        response: { 200: truckOfferSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getOwnTruckOffer(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/truck-offers',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Post a free truck of the fleet',
        description:
          'The vehicle must be in the fleet with its body type and capacity (`VEHICLE_PROFILE_INCOMPLETE`); a driver, if named, eligible.',
        body: truckOfferFormSchema,
        response: { 201: truckOfferSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const offer = await postTruckOffer(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(offer);
    },
  );

  app.put(
    '/truck-offers/:id',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Edit an active truck offer at the version read',
        params: idParamSchema,
        body: updateTruckOfferRequestSchema,
        response: { 200: truckOfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateTruckOffer(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/truck-offers/:id/withdraw',
    {
      ...managers,
      schema: {
        tags,
        summary: 'Take an active truck offer off the board',
        params: idParamSchema,
        body: truckOfferVersionRequestSchema,
        response: { 200: truckOfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withdrawTruckOffer(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body.version,
        requestMeta(request),
      ),
  );

  app.get(
    '/truck-offers/:id/matching-orders',
    {
      ...managers,
      schema: {
        tags,
        summary: 'The published orders one of the carrier’s offers suits',
        params: idParamSchema,
        response: { 200: matchingOrdersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      findMatchingOrders(serviceDeps(app, request), currentUser(request), request.params.id),
  );
};
