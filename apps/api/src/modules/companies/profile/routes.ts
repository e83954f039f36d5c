import {
  CARRIER_SIDE_ROLES,
  changePasswordRequestSchema,
  companyProfileSchema,
  FORWARDER_SIDE_ROLES,
  okResponseSchema,
  profileSchema,
  Role,
  updateCompanyRequestSchema,
  updateProfileRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRoles } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { bearerSecurity, requestMeta, serviceDeps } from '../http.js';
import { changePassword } from './change-password.js';
import { getOwnCompany } from './get-own-company.js';
import { getProfile } from './get-profile.js';
import { updateOwnCompany } from './update-own-company.js';
import { updateProfile } from './update-profile.js';

/** Every user's own contact data and password; owners' company data. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = requireRoles();
  const tags = ['profile'];

  app.get(
    '/profile',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'The signed-in user’s own contact data (with the version an edit must carry)',
        security: bearerSecurity,
        response: { 200: profileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getProfile(app.database.db, currentUser(request)),
  );

  app.patch(
    '/profile',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Edit the own names and phone',
        security: bearerSecurity,
        body: updateProfileRequestSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      updateProfile(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );

  app.post(
    '/profile/password',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Change the own password (the current one is required)',
        security: bearerSecurity,
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await changePassword(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/company',
    {
      preHandler: requireRoles(...FORWARDER_SIDE_ROLES, ...CARRIER_SIDE_ROLES),
      schema: {
        tags,
        summary: 'The signed-in user’s company with its documents and review history',
        security: bearerSecurity,
        response: { 200: companyProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getOwnCompany(app.database.db, currentUser(request)),
  );

  app.patch(
    '/company',
    {
      preHandler: requireRoles(Role.FORWARDER, Role.DRIVER_COMPANY),
      schema: {
        tags,
        summary: 'Edit the company (a new name or BIN sends it back to review)',
        security: bearerSecurity,
        body: updateCompanyRequestSchema,
        response: { 200: companyProfileSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      updateOwnCompany(
        serviceDeps(app, request),
        currentUser(request),
        request.body,
        requestMeta(request),
      ),
  );
};
