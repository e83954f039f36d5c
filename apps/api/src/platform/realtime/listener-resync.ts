import type { FastifyPluginAsync } from 'fastify';
import { WsCloseCode } from './ws-routes.js';

/**
 * What this instance may have missed while its listening connection was down (docs/operations.md,
 * "A database outage"): revocations and live events. While it is down, every request reads its
 * user's session state from the database; once it listens again, the remembered states are
 * forgotten and the open sockets are asked to reconnect, which signs them in again (a revoked
 * token is refused then) and makes their clients refetch what they show.
 */
export const listenerResync: FastifyPluginAsync = async (app) => {
  let lost = false;
  const stopFollowing = app.database.onListeningStateChange((listening) => {
    // The first connection, made when the app gets ready, has missed nothing.
    if (listening && !lost) return;
    lost = !listening;
    app.sessionStates.followRevocations(listening);
    if (listening) {
      app.log.info('listening connection back: sockets asked to reconnect');
      app.realtime.reconnectAll(WsCloseCode.RECONNECT, 'resync');
    } else {
      app.log.warn('listening connection lost: session states read per request until it is back');
    }
  });
  app.addHook('onClose', async () => {
    stopFollowing();
  });
};
