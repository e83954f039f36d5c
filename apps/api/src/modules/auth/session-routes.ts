import {
  accountSchema,
  okResponseSchema,
  refreshRequestSchema,
  rolesWith,
  sessionTokensSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy, publicRoute } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getAccount, type AccountPermission } from './account.js';
import { endSession, refreshSession } from './refresh-session.js';
import { sessionDepsOf } from './route-helpers.js';

/**
 * The spec's three role-specific account endpoints plus one for every role. The owner of a
 * rejected company keeps them (their permissions say so): it needs the account to reach the
 * review page.
 */
const ACCOUNT_PATHS: readonly { path: string; permission: AccountPermission }[] = [
  { path: '/auth/account', permission: 'read:account:self' },
  { path: '/expeditors/account', permission: 'read:expeditor_account:self' },
  { path: '/cb/account', permission: 'read:cb_account:self' },
  {
    path: '/driver-companies/current-driver-company',
    permission: 'read:driver_company_account:self',
  },
];

/** The signed-in account, token refresh and sign-out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionDeps = sessionDepsOf(app);

  for (const { path, permission } of ACCOUNT_PATHS) {
    const who = permission === 'read:account:self' ? 'any role' : rolesWith(permission).join(', ');
    app.get(
      path,
      {
        ...guardedBy(permission),
        schema: {
          tags: ['auth'],
          summary: `The signed-in account (${who})`,
          response: { 200: accountSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => getAccount(serviceDeps(app, request), currentUser(request), permission),
    );
  }

  // Neither takes an Idempotency-Key (decision 031): a refresh answers a new session, which
  // must not be kept or handed out twice; signing out twice ends nothing more.
  app.post(
    '/auth/refresh',
    {
      ...publicRoute({ idempotencyKey: false }),
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
      ...publicRoute({ idempotencyKey: false }),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every session of the user ends at once, on every device',
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
