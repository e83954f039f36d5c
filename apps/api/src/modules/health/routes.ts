import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../platform/auth/guard.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { checkHealth } from './check-health.js';

const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      ...publicRoute(),
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(serviceDeps(app, request), app.database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
