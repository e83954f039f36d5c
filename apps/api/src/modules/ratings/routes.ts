import {
  idParamSchema,
  TRUST_SCORE_RULES,
  trustScoreRulesSchema,
  trustScoreSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy, publicRoute } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { getCompanyTrustScore } from './company-trust-score.js';

/**
 * The trust score (docs/trust-score.md): a company's score and the published formula. Its
 * endpoints are documented with the trip's settlement (docs/api/trip.md), hence the tag.
 */
export const trustScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trip'];

  app.get(
    '/companies/:id/trust-score',
    {
      ...guardedBy('read:order:party'),
      schema: {
        tags,
        summary: "A company's trust score with its parts and the verified facts behind them",
        params: idParamSchema,
        response: { 200: trustScoreSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getCompanyTrustScore(serviceDeps(app, request), currentUser(request), request.params.id),
  );

  app.get(
    '/trust-score',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: "The trust score's published formula: its constants (docs/trust-score.md)",
        response: { 200: trustScoreRulesSchema },
      },
    },
    async () => TRUST_SCORE_RULES,
  );
};
