import {
  changePasswordRequestSchema,
  companyProfileSchema,
  okResponseSchema,
  profileSchema,
  updateCompanyRequestSchema,
  updateProfileRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors/error-responses.js';
import { requestMeta, serviceDeps } from '../../../platform/http/request-meta.js';
import { changePassword } from './change-password.js';
import { getOwnCompany } from './get-own-company.js';
import { getProfile } from './get-profile.js';
import { updateOwnCompany } from './update-own-company.js';
import { updateProfile } from './update-profile.js';

/** Every user's own contact data and password; owners' company data. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/profile',
    {
      ...guardedBy('read:profile:self'),
      schema: {
        tags,
        summary: 'The signed-in user’s own contact data (with the version an edit must carry)',
        response: { 200: profileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getProfile(serviceDeps(app, request), currentUser(request)),
  );

  app.patch(
    '/profile',
    {
      ...guardedBy('update:profile:self'),
      schema: {
        tags,
        summary: 'Edit the own names and phone',
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
      ...guardedBy('update:password:self'),
      schema: {
        tags,
        summary: 'Change the own password (the current one is required)',
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
      ...guardedBy('read:company:own'),
      schema: {
        tags,
        summary: 'The signed-in user’s company with its documents and review history',
        response: { 200: companyProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getOwnCompany(serviceDeps(app, request), currentUser(request)),
  );

  app.patch(
    '/company',
    {
      ...guardedBy('update:company:own'),
      schema: {
        tags,
        summary: 'Edit the company (a new name or BIN sends it back to review)',
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
