import type { FastifyPluginAsync } from 'fastify';
import { deleteIncompleteBlobsBefore } from '../../../platform/files/file-blob-repo.js';
import { deleteUnclaimedUploads } from '../../../platform/files/repo.js';
import { SCHEDULED_JOB_POLICY } from '../../../platform/jobs/job-queue.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';

/** How long a staged registration document waits for its registration. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** The sweep's job, queued at the top of every hour (once, whatever the number of processes). */
const SWEEP_JOB = 'sweep-unclaimed-uploads';

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

/** Sweeps hourly as a scheduled job; a failed sweep is logged (by the queue) and runs again next hour. */
export const unclaimedUploadSweeper: FastifyPluginAsync = async (app) => {
  await app.jobs.define({
    name: SWEEP_JOB,
    cron: '0 * * * *',
    policy: SCHEDULED_JOB_POLICY,
    async handle() {
      const removed = await purgeUnclaimedUploads({ db: app.database.db, files: app.files });
      if (removed > 0) app.log.info({ removed }, 'unclaimed registration uploads removed');
      // Uploads into the PostgreSQL store whose process died midway: never read, never kept.
      const cutoff = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS);
      const abandoned = await deleteIncompleteBlobsBefore(app.database.db, cutoff);
      if (abandoned > 0) app.log.info({ abandoned }, 'abandoned partial uploads removed');
    },
  });
};
