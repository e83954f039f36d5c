import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { openJobQueue, SCHEDULED_JOB_POLICY, type JobQueue } from '../jobs/job-queue.js';

/** Values a failing statement carries; none may reach the log or a failed job's record. */
const PROBE_NAME = 'Probe-name-5521';
const PROBE_EMAIL = 'probe-7731@test.kz';
const PROBE_QUESTION = 'Probe-question-9843';
const PROBE_UUID_TEXT = 'Probe-not-a-uuid-6617';

describe(`a failed query in the log (${testDriver})`, () => {
  let ctx: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    ctx = await createTestApp(
      { logLevel: 'info', questionRateLimitMax: 1_000 },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => ctx.close());

  /** A query PostgreSQL refuses with a data exception that quotes its input (22P02). */
  const failingQuery = () => ctx.database.db.execute(sql`select ${PROBE_UUID_TEXT}::uuid`);

  it("names a route's failed statement and PostgreSQL's refusal, not the values", async () => {
    // A real refusal of the database: the row breaks a check, and PostgreSQL's detail would
    // repeat the whole row.
    await ctx.database.db.execute(
      sql`alter table questions add constraint refuses_probes check (question not like 'Probe-%')`,
    );
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/questions',
        payload: { name: PROBE_NAME, email: PROBE_EMAIL, question: PROBE_QUESTION },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'UNEXPECTED' });
    } finally {
      await ctx.database.db.execute(sql`alter table questions drop constraint refuses_probes`);
    }

    const line = lines.find((entry) => entry.includes('unhandled error')) ?? '';
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/^insert into "questions"/),
      cause: { code: '23514', constraint: 'refuses_probes', table: 'questions' },
    });
    for (const value of [PROBE_NAME, PROBE_EMAIL, PROBE_QUESTION]) {
      expect(log()).not.toContain(value);
    }
  });

  it('leaves out the input a data exception quotes', async () => {
    const error = await failingQuery().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // The error itself carries the value, in its message and in PostgreSQL's.
    expect((error as Error).message).toContain(PROBE_UUID_TEXT);

    ctx.app.log.error({ err: error }, 'probe of a data exception');
    const line = lines.find((entry) => entry.includes('probe of a data exception')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      err: {
        message: expect.stringMatching(/^Failed query: select \$1::uuid$/),
        cause: { code: '22P02', message: 'invalid input syntax for type uuid: "…"' },
      },
    });
    expect(line).not.toContain(PROBE_UUID_TEXT);
  });

  describe('in a job', () => {
    let queue: JobQueue;

    beforeAll(async () => {
      queue = await openJobQueue({
        database: ctx.database,
        log: ctx.app.log,
        maintenanceIntervalSeconds: 60,
        pollingIntervalSeconds: 1,
      });
      await queue.define({
        name: 'probe-failing-query',
        policy: SCHEDULED_JOB_POLICY,
        handle: async () => {
          await failingQuery();
        },
      });
      await queue.startWorkers();
    });
    afterAll(() => queue.stop());

    it("keeps the values out of the log and out of the job's record", async () => {
      const id = await queue.enqueue('probe-failing-query', {});
      await expect.poll(() => queue.stateOf('probe-failing-query', id)).toBe('failed');
      const { rows } = await ctx.database.executeSql(
        'select output::text as output from pgboss.job where id = $1',
        [id],
      );
      const output = (rows as { output: string }[])[0]?.output ?? '';
      expect(output).toContain('22P02');
      expect(output).toContain('select $1::uuid');
      expect(output).not.toContain(PROBE_UUID_TEXT);

      const line = lines.find((entry) => entry.includes('job failed')) ?? '';
      expect(line).toContain('22P02');
      expect(line).not.toContain(PROBE_UUID_TEXT);
    });
  });
});
