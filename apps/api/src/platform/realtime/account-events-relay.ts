import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_EVENTS_CHANNEL } from './account-events-repo.js';
import { WsCloseCode } from './ws-routes.js';

/**
 * Ends an account's sessions on every instance: the transaction that ends them (a sign-out, a
 * deactivation, a new password) notifies ACCOUNT_EVENTS_CHANNEL with its id, and every process
 * forgets the session state it remembered of that user (its old access tokens are refused
 * from the next request) and closes the sockets it holds (4401, so the client stops
 * reconnecting with a dead session).
 */
export const accountEventsRelay: FastifyPluginAsync = async (app) => {
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(ACCOUNT_EVENTS_CHANNEL, (userId) => {
      app.sessionStates.forget(userId);
      app.realtime.disconnect(userId, WsCloseCode.UNAUTHORIZED, 'session ended');
    });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
};
