import type { Tx } from '../../../db/client.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';

/**
 * The job an order's publication queues, in the transaction that publishes it: the exchange
 * (`modules/saved-searches`) matches the order to the saved searches once, in the background,
 * so the forwarder's request does not wait for it and a crash loses no publication.
 */
export const ORDER_PUBLISHED_JOB = 'order-published';

export interface OrderPublishedJob {
  orderId: string;
}

/** What publishing needs of the job queue. */
export type PublicationJobs = Pick<JobQueue, 'enqueueWithin' | 'enqueueAllWithin' | 'wake'>;

/** Queues the matching of a published order; the caller wakes the queue after the commit. */
export async function announcePublication(
  jobs: PublicationJobs,
  tx: Tx,
  orderId: string,
): Promise<void> {
  await jobs.enqueueWithin(tx, ORDER_PUBLISHED_JOB, { orderId } satisfies OrderPublishedJob);
}
