import type { Language, PushAlert } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Tx } from '../../db/client.js';
import type { JobQueue, JobRetryPolicy } from '../../platform/jobs/job-queue.js';
import type { ErrorLog } from '../../platform/service-deps.js';
import {
  deletePushSubscription,
  findPushSubscription,
  findPushSubscriptionsOf,
  recordPushOutcome,
} from './push-repo.js';
import { postPushMessage, type VapidIdentity } from './web-push-repo.js';

/** The job that posts one alert to one device; retried while its push service fails. */
export const SEND_PUSH_JOB = 'send-push';

interface SendPushJob {
  subscriptionId: string;
  alert: PushAlert;
}

/** A push service that is away or busy is asked again: after 30 s, then about twice as long. */
const PUSH_POLICY: JobRetryPolicy = {
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** An alert for a user, worded in each device's language. */
export interface PushRecipient {
  userId: string;
  alertIn(language: Language): PushAlert;
}

/**
 * Queues one push job per device of the recipients, in the caller's transaction (the alert's):
 * the devices hear of it if and only if it commits. Call `wakePushDelivery` after the commit.
 */
export async function queuePushAlerts(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueueAllWithin'>,
  recipients: readonly PushRecipient[],
): Promise<number> {
  if (recipients.length === 0) return 0;
  const devices = await findPushSubscriptionsOf(tx, [
    ...new Set(recipients.map((recipient) => recipient.userId)),
  ]);
  const pushes = recipients.flatMap((recipient) =>
    devices
      .filter((one) => one.userId === recipient.userId)
      .map((device): SendPushJob => ({
        subscriptionId: device.id,
        alert: recipient.alertIn(device.language),
      })),
  );
  await jobs.enqueueAllWithin(tx, SEND_PUSH_JOB, pushes);
  return pushes.length;
}

export function wakePushDelivery(jobs: Pick<JobQueue, 'wake'>): void {
  jobs.wake(SEND_PUSH_JOB);
}

/** HTTP statuses by which a push service says the subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Posts the alert to the device. A subscription the push service no longer knows is deleted;
 * a refusal of the message itself (another 4xx) is counted and not retried; a failing push
 * service (5xx, 429, no answer) fails the job, which the queue retries.
 */
export async function deliverPushAlert(
  deps: { db: Database; log: ErrorLog; vapid: VapidIdentity },
  { subscriptionId, alert }: SendPushJob,
): Promise<void> {
  const device = await findPushSubscription(deps.db, subscriptionId);
  if (!device) return;
  let status: number;
  try {
    status = await postPushMessage(device, JSON.stringify(alert), deps.vapid);
  } catch (error) {
    await recordPushOutcome(deps.db, device.id, false);
    throw error;
  }
  if (status >= 200 && status < 300) return recordPushOutcome(deps.db, device.id, true);
  if (GONE.has(status)) return deletePushSubscription(deps.db, device.id);
  await recordPushOutcome(deps.db, device.id, false);
  if (status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
  deps.log.error({ subscriptionId, status }, 'push message refused');
}

/** Defines the push job on the app's queue, with the app's VAPID identity. */
export const pushDeliveryJob: FastifyPluginAsync = async (app) => {
  await app.jobs.define<SendPushJob>({
    name: SEND_PUSH_JOB,
    policy: PUSH_POLICY,
    handle: (job) =>
      deliverPushAlert({ db: app.database.db, log: app.log, vapid: app.config.vapid }, job),
  });
};
