import type { FastifyPluginAsync } from 'fastify';
import { SCHEDULED_JOB_POLICY, type JobRetryPolicy } from '../../platform/jobs/job-queue.js';
import {
  ORDER_PUBLISHED_JOB,
  type OrderPublishedJob,
} from '../orders/publication/order-publication.js';
import { matchPublishedOrder } from './match-published-order.js';
import { sendSearchDigests, type DigestFrequency } from './search-digests.js';

/** A failed matching (the database away) is tried again soon: alerts are worth it fresh. */
const MATCHING_POLICY: JobRetryPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * Publications matched at once by each process: 20 a second at ~50 ms each is one worker's
 * whole time, and a burst would queue behind it (`npm run bench -- matching`, decision 037).
 */
const MATCHING_WORKERS = 4;

/** When the digests go (UTC): hourly on the hour; daily at 04:00, 09:00 in Kazakhstan. */
const DIGEST_SCHEDULES: Record<DigestFrequency, string> = {
  HOURLY: '0 * * * *',
  DAILY: '0 4 * * *',
};

/** The matcher behind every publication and the e-mail digests, on the app's job queue. */
export const savedSearchAlertJobs: FastifyPluginAsync = async (app) => {
  const deps = () => ({
    db: app.database.db,
    mailer: app.mailer,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
  });
  await app.jobs.define<OrderPublishedJob>({
    name: ORDER_PUBLISHED_JOB,
    policy: MATCHING_POLICY,
    // Publications come in bursts (a dispatcher's morning, an import): a few at once keep the
    // alerts within a second; their badge updates take the searches in one order (match-repo).
    workers: MATCHING_WORKERS,
    async handle({ orderId }) {
      await matchPublishedOrder(deps(), orderId);
    },
  });
  for (const [frequency, cron] of Object.entries(DIGEST_SCHEDULES) as [DigestFrequency, string][]) {
    await app.jobs.define({
      name: `send-search-digests-${frequency.toLowerCase()}`,
      cron,
      policy: SCHEDULED_JOB_POLICY,
      async handle() {
        await sendSearchDigests(deps(), frequency);
      },
    });
  }
};
