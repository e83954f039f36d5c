import {
  approveCompanyRequestSchema,
  companyDetailSchema,
  companyListQuerySchema,
  companyLoginParamSchema,
  companyPageSchema,
  idParamSchema,
  rejectCompanyRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { approveCompany, rejectCompany } from './decide-company-review.js';
import { getCompanyDetail, getForwarderDetailByLogin } from './get-company-detail.js';
import { listCompanies } from './list-companies.js';

/** The security service vets registered companies; moderators and admins may look. */
export const companyReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = guardedBy('read:company:any');
  const reviewers = guardedBy('review:company:any');

  app.get(
    '/cb/companies',
    {
      ...readers,
      schema: {
        tags: ['review'],
        summary: 'Forwarders and carriers: filter by kind and status, search name, BIN, owner',
        querystring: companyListQuerySchema,
        response: { 200: companyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listCompanies(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.get(
    '/cb/companies/:id',
    {
      ...readers,
      schema: {
        tags: ['review'],
        summary: 'A company with owner contacts, documents, employees and review history',
        params: idParamSchema,
        response: { 200: companyDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getCompanyDetail(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.get(
    '/expeditors/by-login/:login',
    {
      ...readers,
      schema: {
        tags: ['review'],
        summary: "A forwarder found by its owner's login (the spec's /expeditor/{login})",
        params: companyLoginParamSchema,
        response: { 200: companyDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getForwarderDetailByLogin(
        serviceDeps(app, request),
        currentUser(request),
        request.params.login,
      ),
  );

  app.post(
    '/cb/companies/:id/approve',
    {
      ...reviewers,
      schema: {
        tags: ['review'],
        summary: 'Approve a pending company (its owner is notified and e-mailed)',
        params: idParamSchema,
        body: approveCompanyRequestSchema,
        response: { 200: companyDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveCompany(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/cb/companies/:id/reject',
    {
      ...reviewers,
      schema: {
        tags: ['review'],
        summary: 'Reject a pending company with a comment (its owner is notified and e-mailed)',
        params: idParamSchema,
        body: rejectCompanyRequestSchema,
        response: { 200: companyDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectCompany(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );
};
