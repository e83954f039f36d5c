import {
  createStaffRequestSchema,
  idParamSchema,
  Role,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta, serviceDeps } from '../companies/http.js';
import { createStaff } from './create-staff.js';
import { listStaff } from './list-staff.js';
import { setStaffActive } from './set-staff-active.js';

/** The admin manages the platform's staff: security-service (CB) and moderator accounts. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRoles(Role.ADMIN);
  const tags = ['admin'];

  app.get(
    '/admin/staff',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'CB and moderator accounts (filter by role and active, search)',
        security: bearerSecurity,
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaff(app.database.db, currentUser(request), request.query),
  );

  app.post(
    '/admin/staff',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Create a CB (security service) or moderator account',
        security: bearerSecurity,
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
        preHandler: admin,
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a CB or moderator account`,
          security: bearerSecurity,
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
