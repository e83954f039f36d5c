import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { deleteInstancePresence, setPresence, touchInstancePresence } from './presence-repo.js';

/** How often this instance tells the database its users are still connected. */
const HEARTBEAT_MS = 30_000;

/**
 * Keeps `realtime_presence` in step with the sockets this process holds, so any instance can
 * tell whether a user is online anywhere (presence-repo.ts). Each app has its own instance id;
 * a user's row is written on each change of their socket count here, one write at a time per
 * user and always with the count of that moment, so writes out of order cannot leave a stale
 * count behind.
 */
export const realtimePresence: FastifyPluginAsync = async (app) => {
  const instanceId = randomUUID();
  const writes = new Map<string, Promise<void>>();
  let closing = false;

  const write = (userId: string) =>
    setPresence(app.database.db, instanceId, userId, app.realtime.socketCount(userId));

  const stopFollowing = app.realtime.onSocketCountChange((userId) => {
    if (closing) return;
    const previous = writes.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => write(userId))
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence write failed'))
      .finally(() => {
        if (writes.get(userId) === next) writes.delete(userId);
      });
    writes.set(userId, next);
  });

  const heartbeat = setInterval(() => {
    touchInstancePresence(app.database.db, instanceId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'presence heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    closing = true;
    stopFollowing();
    clearInterval(heartbeat);
    await Promise.all(writes.values());
    await deleteInstancePresence(app.database.db, instanceId);
  });
};
