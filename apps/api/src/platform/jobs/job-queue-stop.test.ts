import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { openJobQueue, type JobQueue } from './job-queue.js';

/** pg-boss's statement that marks jobs completed (its plans' `completeJobs`). */
const isCompletion = (text: string) => text.includes('completed_on = now()');

const RETRIED_ONCE = {
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 60,
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The app closes its database right after the queue stops, so nothing of the queue may still
 * be on its way there: pg-boss writes a job's end without awaiting it, and that write failed
 * unhandled once the pool had ended.
 */
describe(`stopping the job queue (${testDriver})`, () => {
  let ctx: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({}, { logStream: { write: (line) => logLines.push(line) } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The app's database, with a hook on each statement the queue sends. */
  const databaseSeeing = (
    onStatement: (text: string, values: unknown[] | undefined) => Promise<void>,
  ): DatabaseHandle => ({
    ...ctx.database,
    async executeSql(text, values) {
      await onStatement(text, values);
      return ctx.database.executeSql(text, values);
    },
  });

  const queueOn = async (
    database: DatabaseHandle,
    name: string,
    handle: () => Promise<void>,
  ): Promise<JobQueue> => {
    const queue = await openJobQueue({
      database,
      log: ctx.app.log,
      maintenanceIntervalSeconds: 60,
      pollingIntervalSeconds: 1,
    });
    await queue.define({ name, policy: RETRIED_ONCE, handle });
    await queue.startWorkers();
    return queue;
  };

  /**
   * A queue on the app's database whose poll lies far beyond a test: only a worker woken, or
   * looking again by itself after a job, takes what is queued.
   */
  const queueNeverPolling = () =>
    openJobQueue({
      database: ctx.database,
      log: ctx.app.log,
      maintenanceIntervalSeconds: 60,
      pollingIntervalSeconds: 120,
    });

  it('waits for the end of a job still being written', async () => {
    const name = 'stop-waits-for-completion';
    const completionSent = deferred();
    const completionHeld = deferred();
    const events: string[] = [];
    const queue = await queueOn(
      databaseSeeing(async (text, values) => {
        if (!isCompletion(text) || values?.[0] !== name) return;
        completionSent.resolve();
        await completionHeld.promise;
        events.push('completion written');
      }),
      name,
      async () => {},
    );
    await queue.enqueue(name, {});
    await completionSent.promise;

    const stopping = queue.stop(10_000).then(() => events.push('stopped'));
    // pg-boss looks for running jobs every 500 ms; by 1.5 s it has seen none, and without the
    // wait it would have returned while the write was held.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    completionHeld.resolve();
    await stopping;

    expect(events).toEqual(['completion written', 'stopped']);
  });

  it('sends nothing after it stopped, even the end of a job that outlived the stop', async () => {
    const name = 'stop-outlived';
    const started = deferred();
    const release = deferred();
    let stopped = false;
    const sentAfterStop: string[] = [];
    const queue = await queueOn(
      databaseSeeing(async (text) => {
        if (stopped) sentAfterStop.push(text);
      }),
      name,
      async () => {
        started.resolve();
        await release.promise;
        throw new Error('ended after the stop');
      },
    );
    const id = await queue.enqueue(name, {});
    await started.promise;

    // pg-boss waits 1 s at least, then fails the job it still runs, to be retried elsewhere.
    await queue.stop(1_000);
    stopped = true;
    const states = await ctx.database.executeSql('select state from pgboss.job where id = $1', [
      id,
    ]);
    expect(states.rows).toEqual([{ state: 'retry' }]);

    release.resolve();
    await expect
      .poll(() => logLines.filter((line) => line.includes('statement not sent')).length)
      .toBe(1);
    expect(sentAfterStop).toEqual([]);
    await expect(queue.enqueue(name, {})).rejects.toThrow('job queue stopped');
  });

  it('drains a queue of many jobs at once, not one a poll', async () => {
    const name = 'drain-backlog';
    const handled: number[] = [];
    const queue = await queueNeverPolling();
    await queue.define<{ n: number }>({
      name,
      policy: RETRIED_ONCE,
      async handle({ n }) {
        handled.push(n);
      },
    });
    await queue.startWorkers();
    // Queued without waking the worker, as a seed or another process leaves them.
    await ctx.database.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n += 1) await queue.enqueueWithin(tx, name, { n });
    });
    queue.wake(name);
    await expect.poll(() => handled.length, { timeout: 10_000 }).toBe(5);
    await queue.stop();
  });

  it('runs as many jobs at once as the queue has workers, queued together in one statement', async () => {
    const name = 'several-workers';
    let running = 0;
    let mostAtOnce = 0;
    const allStarted = deferred();
    const queue = await queueNeverPolling();
    await queue.define<{ n: number }>({
      name,
      policy: RETRIED_ONCE,
      workers: 3,
      async handle() {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        if (running === 3) allStarted.resolve();
        // Each job holds until three run together: one worker alone would never get there.
        await allStarted.promise;
        running -= 1;
      },
    });
    await queue.startWorkers();
    await ctx.database.db.transaction((tx) =>
      queue.enqueueAllWithin(tx, name, [{ n: 1 }, { n: 2 }, { n: 3 }]),
    );
    queue.wake(name);
    await allStarted.promise;
    await expect.poll(() => running, { timeout: 10_000 }).toBe(0);
    expect(mostAtOnce).toBe(3);
    // Batched jobs keep the queue's own policy; their ends are written after the handlers.
    const jobsOfQueue = async () =>
      (
        await ctx.database.executeSql('select state, retry_limit from pgboss.job where name = $1', [
          name,
        ])
      ).rows;
    await expect
      .poll(jobsOfQueue, { timeout: 10_000 })
      .toEqual(Array(3).fill({ state: 'completed', retry_limit: 1 }));
    await queue.stop();
  });
});
