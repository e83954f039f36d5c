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
  PLATFORM_ROLES,
  rejectDriverRequestSchema,
  Role,
  unblacklistDriverRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta } from '../../companies/http.js';
import { addDriverFine } from '../fines/add-driver-fine.js';
import { blacklistDriver, unblacklistDriver } from './blacklist-driver.js';
import { approveDriver, rejectDriver } from './decide-driver-review.js';
import { getDriver, getDriverByIin } from './get-driver.js';
import { listDriverCarriers, listDrivers } from './list-drivers.js';

/** `/drivers`: the security service vets every carrier's drivers; moderators and admins read. */
export const driverReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireRoles(...PLATFORM_ROLES);
  const reviewers = requireRoles(Role.CB);
  const tags = ['fleet review'];
  const deps = () => ({ db: app.database.db });

  app.get(
    '/drivers',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Drivers of every carrier by tab: all, pending, company, blacklist',
        security: bearerSecurity,
        querystring: driverListQuerySchema,
        response: { 200: driverPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDrivers(app.database.db, currentUser(request), request.query),
  );

  app.get(
    '/drivers/carriers',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Carriers that have drivers, with counts (the company tab’s filter)',
        security: bearerSecurity,
        response: { 200: driverCarrierListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listDriverCarriers(app.database.db, currentUser(request)),
  );

  app.get(
    '/drivers/by-login/:login',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: "A driver by login (the spec's /view-driver/{login}); a driver's login is the IIN",
        security: bearerSecurity,
        params: driverLoginParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getDriverByIin(app.database.db, currentUser(request), request.params.login),
  );

  app.get(
    '/drivers/:id',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'A driver with files, vehicles, fines with totals, rating and history',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getDriver(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    '/drivers/:id/approve',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Approve a pending driver at the version read (the carrier is notified)',
        security: bearerSecurity,
        params: idParamSchema,
        body: approveDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveDriver(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/reject',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Reject a pending driver with a comment (the carrier is notified)',
        security: bearerSecurity,
        params: idParamSchema,
        body: rejectDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectDriver(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/blacklist',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Add a driver to the blacklist with a reason (the carrier is notified)',
        security: bearerSecurity,
        params: idParamSchema,
        body: blacklistDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      blacklistDriver(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/unblacklist',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Remove a driver from the blacklist with a reason (the carrier is notified)',
        security: bearerSecurity,
        params: idParamSchema,
        body: unblacklistDriverRequestSchema,
        response: { 200: driverDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      unblacklistDriver(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/drivers/:id/fines',
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Record a fine (amount, currency, date, description); answers the driver',
        security: bearerSecurity,
        params: idParamSchema,
        body: driverFineRequestSchema,
        response: { 201: driverDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const driver = await addDriverFine(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(driver);
    },
  );
};
