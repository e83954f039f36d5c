import {
  createStaffRequestSchema,
  idParamSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { createStaff } from './create-staff.js';
import { listStaff } from './list-staff.js';
import { setStaffActive } from './set-staff-active.js';

/** The admin manages the platform's staff: security-service (CB) and moderator accounts. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = guardedBy('manage:staff:any');
  const tags = ['admin'];

  app.get(
    '/admin/staff',
    {
      ...admin,
      schema: {
        tags,
        summary: 'CB and moderator accounts (filter by role and active, search)',
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaff(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.post(
    '/admin/staff',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a CB (security service) or moderator account',
        body: createStaffRequestSchema,
        response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const member = await createStaff(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(member);
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/admin/staff/:id/${action}`,
      {
        ...admin,
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a CB or moderator account`,
          params: idParamSchema,
          response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        setStaffActive(
          serviceDeps(app, request),
          currentUser(request),
          request.params.id,
          active,
          requestMeta(request),
        ),
    );
  }
};
