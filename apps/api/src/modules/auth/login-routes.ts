import {
  cbLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  type LoginPortal,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { login } from './login.js';
import { failedLoginLimit } from './failed-login-limit.js';
import { acceptEmptyJsonBody, bodyFromQuery, sessionDepsOf } from './route-helpers.js';

/** Documents the spec's query-parameter form; the body schema does the validating. */
const credentialsQuerySchema = z.object({
  login: z.string().optional(),
  password: z.string().optional(),
});
const cbCredentialsQuerySchema = credentialsQuerySchema.extend({ bin: z.string().optional() });

const PORTALS: readonly {
  path: string;
  portal: Exclude<LoginPortal, 'cb'>;
  summary: string;
}[] = [
  { path: '/auth/login', portal: 'any', summary: 'Sign in (any role; the web app’s login)' },
  {
    path: '/expeditors/login',
    portal: 'expeditor',
    summary: 'Sign in as a forwarder or a forwarder’s employee',
  },
  {
    path: '/driver-companies/login',
    portal: 'driverCompany',
    summary: 'Sign in as a driver company or its logistician',
  },
];

/**
 * Sign-in: the unified endpoint of the web app and the spec's three role portals. Each
 * accepts the credentials as a JSON body or as query parameters.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  const limitFailures = failedLoginLimit(app);
  const sessionDeps = sessionDepsOf(app);
  const response = { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 404, 429) };
  // No Idempotency-Key: the answer is a session; kept, it would be a credential at rest that a
  // replay hands out again without the password (decision 031).
  const signIn = publicRoute({ idempotencyKey: false });

  for (const { path, portal, summary } of PORTALS) {
    app.post(
      path,
      {
        ...signIn,
        schema: {
          tags: ['auth'],
          summary,
          querystring: credentialsQuerySchema,
          body: loginRequestSchema,
          response,
        },
        preValidation: bodyFromQuery(),
      },
      async (request, reply) =>
        limitFailures(request, reply, request.body.login, () =>
          login(sessionDeps, { portal, ...request.body }),
        ),
    );
  }

  app.post(
    '/cb/login',
    {
      ...signIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign in as the security service (CB) with its company BIN',
        querystring: cbCredentialsQuerySchema,
        body: cbLoginRequestSchema,
        response,
      },
      preValidation: bodyFromQuery(),
    },
    async (request, reply) =>
      limitFailures(request, reply, request.body.login, () =>
        login(sessionDeps, { portal: 'cb', ...request.body }),
      ),
  );
};
