import {
  idParamSchema,
  OrderAction,
  orderActionPermission,
  orderDetailSchema,
  orderProblemParamsSchema,
  orderProblemSchema,
  problemDecisionRequestSchema,
  problemOrderListQuerySchema,
  problemOrderPageSchema,
  problemReportRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { decideProblem } from './decide-problem.js';
import { findProblemOrders } from './find-problem-orders.js';
import { reportProblem } from './report-problem.js';

/** Problem orders: a party reports, the CB decides with a comment and maybe a new status. */
export const orderProblemRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order problems'];

  app.post(
    '/orders/:id/problems',
    {
      ...guardedBy(orderActionPermission(OrderAction.REPORT_PROBLEM)),
      schema: {
        tags,
        summary: 'Send the order for security verification with a description',
        params: idParamSchema,
        body: problemReportRequestSchema,
        response: { 201: orderProblemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const problem = await reportProblem(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(problem);
    },
  );

  app.get(
    '/problem-orders',
    {
      ...guardedBy('read:problem:any'),
      schema: {
        tags,
        summary: 'Problem reports with their orders (open ones by default), newest first',
        querystring: problemOrderListQuerySchema,
        response: { 200: problemOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      findProblemOrders(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.post(
    '/orders/:id/problems/:problemId/decision',
    {
      ...guardedBy(orderActionPermission(OrderAction.DECIDE_PROBLEM)),
      schema: {
        tags,
        summary: "The CB's decision on an open problem: a comment and optionally a new status",
        params: orderProblemParamsSchema,
        body: problemDecisionRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideProblem(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.params.problemId,
        request.body,
        requestMeta(request),
      ),
  );
};
