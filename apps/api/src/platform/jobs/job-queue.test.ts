import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { openJobQueue, SCHEDULED_JOB_POLICY, type JobQueue } from './job-queue.js';

/** Enough for both workers to take some, few enough to stay quick on a busy machine. */
const JOBS = 12;

describe(`the job queue in PostgreSQL (${testDriver})`, () => {
  let ctx: TestApp;
  let secondDatabase: DatabaseHandle;
  const queues: JobQueue[] = [];
  const runs: { worker: string; n: number }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    // A second process has a pool of its own on PostgreSQL; PGlite is one process's database.
    secondDatabase = ctx.databaseUrl
      ? await openDatabase({ databaseUrl: ctx.databaseUrl, pgliteDataDir: '' })
      : ctx.database;
    for (const [worker, database] of [
      ['first', ctx.database],
      ['second', secondDatabase],
    ] as const) {
      const queue = await openJobQueue({
        database,
        log: ctx.app.log,
        maintenanceIntervalSeconds: 60,
        pollingIntervalSeconds: 1,
      });
      await queue.define<{ n: number }>({
        name: 'count-runs',
        policy: SCHEDULED_JOB_POLICY,
        async handle({ n }) {
          runs.push({ worker, n });
          // Long enough that both workers are busy at once.
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      queues.push(queue);
    }
    for (const queue of queues) await queue.startWorkers();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    if (secondDatabase !== ctx.database) await secondDatabase.close();
    await ctx.close();
  });

  it('runs every job exactly once while two workers take jobs', async () => {
    const [first] = queues;
    if (!first) throw new Error('no queue');
    const ids: string[] = [];
    for (let n = 0; n < JOBS; n += 1) ids.push(await first.enqueue('count-runs', { n }));
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(JOBS);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: JOBS }, (_, n) => n),
    );
    // A job is marked completed just after its handler returns.
    const states = () => Promise.all(ids.map((id) => first.stateOf('count-runs', id)));
    await expect.poll(states).toEqual(ids.map(() => 'completed'));
  });

  it('schedules the background work of the app as cron jobs', async () => {
    const schedules = await ctx.database.executeSql('select name, cron from pgboss.schedule');
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        { name: 'sweep-unclaimed-uploads', cron: '0 * * * *' },
        { name: 'send-chat-digests', cron: '* * * * *' },
      ]),
    );
  });
});
