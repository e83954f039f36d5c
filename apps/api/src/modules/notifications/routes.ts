import {
  idParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  okResponseSchema,
} from '@freight/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRolesDuringReview } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors/error-responses.js';
import { listNotifications } from './list-notifications.js';
import { markAllRead, markOneNotificationRead } from './mark-notifications-read.js';

const markAllReadResponseSchema = okResponseSchema.extend({ updated: z.number().int() });

/** The caller's own notifications; every signed-in role, sessions under review included. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = requireRolesDuringReview();

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        security: [{ bearer: [] }],
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
      preHandler: signedIn,
    },
    async (request) => listNotifications(db, currentUser(request).id, request.query),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        security: [{ bearer: [] }],
        response: { 200: markAllReadResponseSchema, ...errorResponses(401) },
      },
      preHandler: signedIn,
    },
    async (request) => ({
      ok: true as const,
      updated: await markAllRead(db, currentUser(request).id),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications as read',
        security: [{ bearer: [] }],
        params: idParamSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      await markOneNotificationRead(db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
