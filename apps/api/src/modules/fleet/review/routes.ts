import {
  approveDriverRequestSchema,
  blacklistDriverRequestSchema,
  driverCarrierListSchema,
  driverDetailSchema,
  driverFineRequestSchema,
  driverListQuerySchema,
  driverLoginParamSchema,
  driverPageSchema,
  idParamSchema,
  rejectDriverRequestSchema,
  unblacklistDriverRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { addDriverFine } from '../fines/add-driver-fine.js';
import { blacklistDriver, unblacklistDriver } from './blacklist-driver.js';
import { approveDriver, rejectDriver } from './decide-driver-review.js';
import { getDriver, getDriverByIin } from './get-driver.js';
import { listDriverCarriers, listDrivers } from './list-drivers.js';

/** `/drivers`: the security service vets every carrier's drivers; moderators and admins read. */
export const driverReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:driver:any');
  const reviewers = guardedBy('review:driver:any');
  const tags = ['fleet review'];

  app.get(
    '/drivers',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Drivers of every carrier by tab: all, pending, company, blacklist',
        querystring: driverListQuerySchema,
        response: { 200: driverPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDrivers(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/drivers/carriers',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Carriers that have drivers, with counts (the company tab’s filter)',
        response: { 200: driverCarrierListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listDriverCarriers(serviceDeps(app, request), currentUser(request)),
  );

  app.get(
    '/drivers/by-login/:login',
    {
      ...readers,
      schema: {
        tags,
        summary: "A driver by login (the spec's /view-driver/{login}); a driver's login is the IIN",
        params: driverLoginParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getDriverByIin(serviceDeps(app, request), currentUser(request), request.params.login),
  );

  app.get(
    '/drivers/:id',
    {
      ...readers,
      schema: {
        tags,
        summary: 'A driver with files, vehicles, fines with totals, rating and history',
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getDriver(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.post(
    '/drivers/:id/approve',
    {
      ...reviewers,
      schema: {
        tags,
        summary: 'Approve a pending driver at the version read (the carrier is notified)',
        params: idParamSchema,
        body: approveDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveDriver(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/reject',
    {
      ...reviewers,
      schema: {
        tags,
        summary: 'Reject a pending driver with a comment (the carrier is notified)',
        params: idParamSchema,
        body: rejectDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectDriver(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/blacklist',
    {
      ...reviewers,
      schema: {
        tags,
        summary: 'Add a driver to the blacklist with a reason (the carrier is notified)',
        params: idParamSchema,
        body: blacklistDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      blacklistDriver(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/unblacklist',
    {
      ...reviewers,
      schema: {
        tags,
        summary: 'Remove a driver from the blacklist with a reason (the carrier is notified)',
        params: idParamSchema,
        body: unblacklistDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      unblacklistDriver(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/fines',
    {
      ...guardedBy('create:driver_fine:any'),
      schema: {
        tags,
        summary: 'Record a fine (amount, currency, date, description); answers the driver',
        params: idParamSchema,
        body: driverFineRequestSchema,
        response: { 201: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const driver = await addDriverFine(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(driver);
    },
  );
};
