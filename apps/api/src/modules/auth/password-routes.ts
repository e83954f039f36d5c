import {
  okResponseSchema,
  resetPasswordRequestSchema,
  sendOtpRequestSchema,
  validateOtpRequestSchema,
  validateOtpResponseSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../platform/auth/guard.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { acceptEmptyJsonBody, attemptLimiter, bodyFromQuery } from './route-helpers.js';
import { resetPassword } from './reset-password.js';
import { sendPasswordOtp } from './send-password-otp.js';
import { validatePasswordOtp } from './validate-password-otp.js';

const RESET_TOKEN_HEADER = 'x-reset-token';

/**
 * Password recovery in three steps (spec section 7): mail a code, trade the code for a reset
 * token, set the new password with the token. Each takes a JSON body or query parameters.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  const recoveryDeps = {
    db: app.database.db,
    mailer: app.mailer,
    otpSecret: app.config.jwtSecret,
  };

  app.post(
    '/passwords/send-otp-email-expeditor',
    {
      ...publicRoute(),
      schema: {
        tags: ['passwords'],
        summary: 'Mail a one-time code; answers the same whether or not the account exists',
        querystring: z.object({ email: z.string().optional() }),
        body: sendOtpRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 429) },
      },
      preValidation: bodyFromQuery(),
      preHandler: attemptLimiter(app, 'email'),
    },
    async (request) => {
      await sendPasswordOtp(
        {
          ...recoveryDeps,
          // Fenced by the request's Idempotency-Key: a retried request mails no second code.
          db: serviceDeps(app, request).db,
          reportMailFailure: (error) =>
            request.log.error({ err: error }, 'password recovery mail was not delivered'),
        },
        request.body.email,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/passwords/validate-otp',
    {
      // No Idempotency-Key: the answer is a reset token, a credential not to keep (decision 031).
      ...publicRoute({ idempotencyKey: false }),
      schema: {
        tags: ['passwords'],
        summary: 'Trade the mailed code for a reset token',
        querystring: z.object({ email: z.string().optional(), otp: z.string().optional() }),
        body: validateOtpRequestSchema,
        response: { 200: validateOtpResponseSchema, ...errorResponses(400, 429) },
      },
      preValidation: bodyFromQuery(),
      preHandler: attemptLimiter(app, 'email'),
    },
    async (request) => validatePasswordOtp(recoveryDeps, request.body),
  );

  app.post(
    '/passwords/forgot-password-expeditor',
    {
      ...publicRoute(),
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with the reset token (body, query or X-Reset-Token header)',
        headers: z.looseObject({ [RESET_TOKEN_HEADER]: z.string().optional() }),
        querystring: z.object({
          login: z.string().optional(),
          newPassword: z.string().optional(),
          resetToken: z.string().optional(),
        }),
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
      preValidation: bodyFromQuery({ resetToken: RESET_TOKEN_HEADER }),
    },
    async (request) => {
      await resetPassword(serviceDeps(app, request), { ...request.body, ip: request.ip });
      return { ok: true as const };
    },
  );
};
