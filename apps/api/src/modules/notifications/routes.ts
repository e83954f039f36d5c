import {
  idParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  okResponseSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guardedBy } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { serviceDeps } from '../../platform/http/request-meta.js';
import { listNotifications } from './list-notifications.js';
import { markAllRead, markOneNotificationRead } from './mark-notifications-read.js';

const markAllReadResponseSchema = okResponseSchema.extend({ updated: z.number().int() });

/** The caller's own notifications; every signed-in role, sessions under review included. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
      ...guardedBy('read:notification:self'),
    },
    async (request) =>
      listNotifications(serviceDeps(app, request), currentUser(request), request.query),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        response: { 200: markAllReadResponseSchema, ...errorResponses(401) },
      },
      ...guardedBy('update:notification:self'),
    },
    async (request) => ({
      ok: true as const,
      updated: await markAllRead(serviceDeps(app, request), currentUser(request)),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications as read',
        params: idParamSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
      ...guardedBy('update:notification:self'),
    },
    async (request) => {
      await markOneNotificationRead(
        serviceDeps(app, request),
        currentUser(request),
        request.params.id,
      );
      return { ok: true as const };
    },
  );
};
