import {
  okResponseSchema,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { pushPublicKey, subscribeToPush, unsubscribeFromPush } from './push-subscriptions.js';

const tags = ['push'];

/** Web Push: this device's subscription to the caller's alerts (issue 31). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    {
      ...guardedBy('manage:push_subscription:self'),
      schema: {
        tags,
        summary: "The server's VAPID public key, to subscribe a browser with",
        response: { 200: pushPublicKeySchema, ...errorResponses(401) },
      },
    },
    async (request) => pushPublicKey(currentUser(request), app.config.vapid.publicKey),
  );

  app.post(
    '/push/subscriptions',
    {
      ...guardedBy('manage:push_subscription:self'),
      schema: {
        tags,
        summary: "Keep this device's push subscription (one per endpoint; again replaces it)",
        body: pushSubscriptionRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await subscribeToPush(serviceDeps(app, request), currentUser(request), request.body, {
        userAgent: request.headers['user-agent'] ?? null,
        allowHttp: app.config.pushAllowHttp,
      });
      return { ok: true as const };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      ...guardedBy('manage:push_subscription:self'),
      schema: {
        tags,
        summary: "Forget this device's push subscription, by its endpoint",
        body: pushUnsubscribeRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await unsubscribeFromPush(
        serviceDeps(app, request),
        currentUser(request),
        request.body.endpoint,
      );
      return { ok: true as const };
    },
  );
};
