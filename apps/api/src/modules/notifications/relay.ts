import { RealtimeMessageType } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICATIONS_CHANNEL } from './service.js';

/**
 * Tells the open sockets of a user about a new notification: every API process listens on
 * NOTIFICATIONS_CHANNEL, so a notification written by any of them reaches the user's sockets
 * wherever they are connected.
 */
export const notificationRelay: FastifyPluginAsync = async (app) => {
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(NOTIFICATIONS_CHANNEL, (userId) =>
      app.realtime.send(userId, { type: RealtimeMessageType.NOTIFICATIONS }),
    );
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
};
