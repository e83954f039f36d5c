import {
  ERROR_MESSAGES,
  idParamSchema,
  okResponseSchema,
  publicHomeSchema,
  questionCreateSchema,
} from '@freight/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { requestMeta, serviceDeps } from '../../platform/http/request-meta.js';
import { findPartnerLogo } from './partner-admin.js';
import { createPublicHome } from './public-home.js';
import { submitQuestion } from './submit-question.js';

/** A logo's URL carries its file's id, so a browser and a proxy may keep it for a day. */
const LOGO_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Streams a logo with public cache headers; a browser that holds this version (its ETag is the
 * content's hash) gets 304 without the bytes.
 */
async function sendLogo(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  logo: { sha256: string; storageKey: string; contentType: string; size: number },
): Promise<FastifyReply> {
  const etag = `"${logo.sha256}"`;
  reply.header('cache-control', LOGO_CACHE_CONTROL).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const stream = await store.open(logo.storageKey);
  if (!stream) throw notFound();
  return reply
    .header('content-type', logo.contentType)
    .header('content-length', String(logo.size))
    .send(stream);
}

/** The homepage's server side for visitors: its live data, partner logos and the question form. */
export const homepagePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['homepage'];
  const home = createPublicHome(app.database.db);
  const questionRateLimit = {
    max: app.config.questionRateLimitMax,
    timeWindow: app.config.questionRateLimitWindowMs,
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  };

  app.get(
    '/public/home',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'The homepage’s live figures (cached for a minute) and visible partners',
        response: { 200: publicHomeSchema },
      },
    },
    async () => home.read(),
  );

  app.get(
    '/public/partners/:id/logo',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary: 'A partner’s logo image',
        params: idParamSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { logo } = await findPartnerLogo(serviceDeps(app, request), request.params.id);
      return sendLogo(request, reply, app.files, logo);
    },
  );

  app.post(
    '/public/questions',
    {
      ...publicRoute({ rateLimit: questionRateLimit }),
      schema: {
        tags,
        summary: 'Ask the platform a question from the homepage (answered by e-mail)',
        description:
          'Limited per address: over the limit answers 429 "' +
          `${ERROR_MESSAGES.TOO_MANY_ATTEMPTS}". \`website\` is a honeypot left empty by people.`,
        body: questionCreateSchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await submitQuestion(serviceDeps(app, request), request.body, requestMeta(request));
      return reply.code(201).send({ ok: true });
    },
  );
};
