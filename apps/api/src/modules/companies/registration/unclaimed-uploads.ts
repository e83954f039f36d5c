import type { FastifyPluginAsync } from 'fastify';
import { deleteUnclaimedUploads } from '../../../platform/files/repo.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';

/** How long a staged registration document waits for its registration. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for expired ones. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes registration documents uploaded more than a day ago that no registration named:
 * their rows, then their bytes. Answers how many went.
 */
export async function purgeUnclaimedUploads(
  deps: Pick<ServiceDeps, 'db' | 'files'>,
  now = new Date(),
): Promise<number> {
  const keys = await deleteUnclaimedUploads(
    deps.db,
    new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS),
  );
  for (const key of keys) await deps.files.remove(key);
  return keys.length;
}

/** Sweeps hourly while the server runs; a failed sweep is logged and tried again next hour. */
export const unclaimedUploadSweeper: FastifyPluginAsync = async (app) => {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeUnclaimedUploads({ db: app.database.db, files: app.files })
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'unclaimed registration uploads removed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'unclaimed upload sweep failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
