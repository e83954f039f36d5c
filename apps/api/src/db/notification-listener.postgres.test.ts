import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIsolatedDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from './client.js';
import { NotificationListener } from './notification-listener.js';

/** The listening connection against a real PostgreSQL whose backends the test terminates. */
describe('the listening connection (postgres)', () => {
  let database: DatabaseHandle;
  let databaseUrl: string;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const isolated = await openIsolatedDatabase();
    if (!isolated.databaseUrl) throw new Error('this test needs PostgreSQL');
    ({ database, dispose } = isolated);
    databaseUrl = isolated.databaseUrl;
  });
  afterAll(() => dispose());

  const notify = (channel: string, payload: string) =>
    database.executeSql('select pg_notify($1, $2)', [channel, payload]);

  /** Ends the listener's backend, found by what it listens to. */
  async function terminateListeners(): Promise<number> {
    const { rows } = (await database.executeSql(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and query like 'listen %'`,
    )) as { rows: { done: boolean }[] };
    return rows.length;
  }

  it('reconnects after its backend is terminated, listens again and says so', async () => {
    const listener = new NotificationListener({ databaseUrl, onError: () => {} });
    const states: boolean[] = [];
    listener.onStateChange((listening) => states.push(listening));
    const heard: string[] = [];
    try {
      await listener.listen('first_channel', (payload) => heard.push(`first:${payload}`));
      await listener.listen('second_channel', (payload) => heard.push(`second:${payload}`));
      await notify('first_channel', 'before');
      await expect.poll(() => heard).toEqual(['first:before']);

      for (const round of [1, 2]) {
        expect(await terminateListeners()).toBe(1);
        await expect.poll(() => states.at(-1)).toBe(false);
        await expect.poll(() => states.at(-1), { timeout: 5_000 }).toBe(true);
        expect(listener.isListening).toBe(true);
        await notify('first_channel', `after ${round}`);
        await notify('second_channel', `after ${round}`);
        await expect
          .poll(() => heard.slice(-2))
          .toEqual([`first:after ${round}`, `second:after ${round}`]);
      }
      expect(states).toEqual([true, false, true, false, true]);
    } finally {
      await listener.close();
    }
  });

  it('neither listens nor reconnects once closed', async () => {
    const listener = new NotificationListener({ databaseUrl });
    await listener.listen('closing_channel', () => {});
    await listener.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = (await database.executeSql(
      `select count(*)::int as listening from pg_stat_activity
        where datname = current_database() and query like 'listen %'`,
    )) as { rows: { listening: number }[] };
    expect(rows[0]?.listening).toBe(0);
    expect(listener.isListening).toBe(false);
  });
});
