import { platformToday } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import { SCHEDULED_JOB_POLICY } from '../../platform/jobs/job-queue.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { expireTruckOffersBefore } from './truck-offer-repo.js';

const EXPIRY_JOB = 'expire-truck-offers';

/**
 * Moves the active offers past their last day to EXPIRED. Reads already treat them so
 * (`effectiveTruckOfferStatus`); the job makes the stored status say it too. Idempotent.
 */
export function expireTruckOffers(
  deps: Pick<ServiceDeps, 'db'>,
  now: Date = new Date(),
): Promise<number> {
  return expireTruckOffersBefore(deps.db, platformToday(now));
}

/** Runs at five past every hour (UTC): Kazakhstan's midnight is 19:00 UTC. */
export const truckOfferExpiryJob: FastifyPluginAsync = async (app) => {
  await app.jobs.define({
    name: EXPIRY_JOB,
    cron: '5 * * * *',
    policy: SCHEDULED_JOB_POLICY,
    async handle() {
      await expireTruckOffers({ db: app.database.db });
    },
  });
};
