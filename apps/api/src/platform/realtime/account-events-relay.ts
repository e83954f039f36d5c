import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_EVENTS_CHANNEL } from './account-events-repo.js';
import { WsCloseCode } from './ws-routes.js';

/**
 * Closes the sockets of a deactivated account on every instance: the transaction that ends
 * the account's sessions notifies ACCOUNT_EVENTS_CHANNEL with its id, and every process closes
 * what it holds of that user (4401, so the client stops reconnecting with a dead session).
 */
export const accountEventsRelay: FastifyPluginAsync = async (app) => {
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(ACCOUNT_EVENTS_CHANNEL, (userId) =>
      app.realtime.disconnect(userId, WsCloseCode.UNAUTHORIZED, 'deactivated'),
    );
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
};
