import {
  accountSchema,
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  okResponseSchema,
  refreshRequestSchema,
  Role,
  sessionTokensSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRolesDuringReview } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { getAccount } from './account.js';
import { endSession, refreshSession } from './refresh-session.js';
import { sessionDepsOf } from './route-helpers.js';

/** The spec's three role-specific account endpoints plus one for every role. */
const ACCOUNT_PATHS: readonly { path: string; roles: readonly Role[] }[] = [
  { path: '/auth/account', roles: [] },
  { path: '/expeditors/account', roles: FORWARDER_SIDE_ROLES },
  { path: '/cb/account', roles: [Role.CB] },
  { path: '/driver-companies/current-driver-company', roles: CARRIER_SIDE_ROLES },
];

/** The signed-in account, token refresh and sign-out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionDeps = sessionDepsOf(app);

  for (const { path, roles } of ACCOUNT_PATHS) {
    app.get(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: `The signed-in account (${roles.length === 0 ? 'any role' : roles.join(', ')})`,
          security: [{ bearer: [] }],
          response: { 200: accountSchema, ...errorResponses(401, 403) },
        },
        // The owner of a rejected company needs the account to reach the review page.
        preHandler: requireRolesDuringReview(...roles),
      },
      async (request) => getAccount(app.database.db, currentUser(request).id),
    );
  }

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new token pair (the old one stops working)',
        body: refreshRequestSchema,
        response: { 200: sessionTokensSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => refreshSession(sessionDeps, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every token of this sign-in stops working',
        body: refreshRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await endSession(sessionDeps, request.body.refreshToken);
      return { ok: true as const };
    },
  );
};
