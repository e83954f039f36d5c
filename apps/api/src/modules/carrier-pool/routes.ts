import {
  carrierPoolAddSchema,
  carrierPoolListingsSchema,
  carrierPoolMemberParamSchema,
  carrierPoolMemberSchema,
  carrierPoolSchema,
  okResponseSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import {
  addToCarrierPool,
  listCarrierPool,
  listCarrierPoolListings,
  removeFromCarrierPool,
} from './carrier-pool.js';

const tags = ['carrier-pool'];
const keeper = guardedBy('manage:carrier_pool:own');

/** A forwarder company's own carriers, and the forwarders that list a carrier (issue 32). */
export const carrierPoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carrier-pool',
    {
      ...keeper,
      schema: {
        tags,
        summary: 'My company’s carriers, newest first',
        response: { 200: carrierPoolSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCarrierPool(serviceDeps(app, request), currentUser(request)),
  );

  app.post(
    '/carrier-pool',
    {
      ...keeper,
      schema: {
        tags,
        summary: 'Add an approved carrier: from a completed order, its card or its BIN',
        description: '201 when added; 200 with the member as it was when it is already listed.',
        body: carrierPoolAddSchema,
        response: {
          200: carrierPoolMemberSchema,
          201: carrierPoolMemberSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { member, added } = await addToCarrierPool(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(added ? 201 : 200).send(member);
    },
  );

  app.delete(
    '/carrier-pool/:carrierCompanyId',
    {
      ...keeper,
      schema: {
        tags,
        summary: 'Take a carrier out of my company’s carriers',
        params: carrierPoolMemberParamSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeFromCarrierPool(
        serviceDeps(app, request),
        currentUser(request),
        request.params.carrierCompanyId,
        requestMeta(request),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/carrier-pool/listings',
    {
      ...guardedBy('read:carrier_pool_listing:own'),
      schema: {
        tags,
        summary: 'The forwarders that list my company among their carriers',
        response: { 200: carrierPoolListingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCarrierPoolListings(serviceDeps(app, request), currentUser(request)),
  );
};
