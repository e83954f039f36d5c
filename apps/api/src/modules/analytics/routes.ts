import { analyticsDashboardSchema, analyticsQuerySchema } from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { carrierDashboard, forwarderDashboard, platformDashboard } from './dashboards.js';

/** The analytics dashboards (docs/api/analytics.md): every figure of one dashboard per call. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['analytics'];
  const schema = (summary: string) => ({
    tags,
    summary,
    querystring: analyticsQuerySchema,
    response: { 200: analyticsDashboardSchema, ...errorResponses(400, 401, 403) },
  });

  app.get(
    '/analytics/forwarder',
    {
      ...guardedBy('read:analytics:own'),
      schema: schema(
        "The forwarder company's dashboard: the owner's whole company, an employee's own orders",
      ),
    },
    async (request) =>
      forwarderDashboard(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/analytics/carrier',
    {
      ...guardedBy('read:analytics:own'),
      schema: schema("The carrier company's dashboard (owner and logisticians)"),
    },
    async (request) =>
      carrierDashboard(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/analytics/platform',
    {
      ...guardedBy('read:analytics:any'),
      schema: schema("The admin's dashboard of the whole platform"),
    },
    async (request) =>
      platformDashboard(serviceDeps(app, request), currentUser(request), request.query),
  );
};
