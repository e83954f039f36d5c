import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../test/test-app.js';
import type { DbExecutor } from './client.js';
import { rawRows } from './raw-rows.js';
import { readTogether } from './read-together.js';

describe(`reads together (${testDriver})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Two reads that write down when each starts and ends. */
  async function traced(db: DbExecutor) {
    const trace: string[] = [];
    const read = (name: string, value: number) => async () => {
      trace.push(`${name} starts`);
      const [row] = await rawRows<{ value: number }>(db, sql`select ${value}::int as value`);
      trace.push(`${name} ends`);
      return row?.value;
    };
    const results = await readTogether(db, [read('first', 1), read('second', 2)]);
    return { results, trace };
  }

  it('starts every read at once on the pool and answers in their order', async () => {
    const { results, trace } = await traced(ctx.database.db);
    expect(results).toEqual([1, 2]);
    expect(trace.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('runs the reads one after another inside a transaction', async () => {
    const { results, trace } = await ctx.database.db.transaction((tx) => traced(tx));
    expect(results).toEqual([1, 2]);
    expect(trace).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
