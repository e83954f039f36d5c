import pg from 'pg';
import { percentile } from './load-test.js';

/**
 * Measuring app code beside its floor (the benches of issues 31 and 32): a pool that records
 * the statements the app's own code sends, and their replay on a bare `pg` client in the same
 * run — the same work without the app around it.
 */

export interface Recorded {
  text: string;
  values: unknown[];
}

/** A pool whose clients note every statement while `recording` holds a list. */
export function recordingPool(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const state: { recording: Recorded[] | null } = { recording: null };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (config: unknown, values?: unknown, callback?: unknown) => {
        if (state.recording) {
          const statement: { text: string; values?: unknown[] } =
            typeof config === 'string' ? { text: config } : (config as Recorded);
          state.recording.push({
            text: statement.text,
            values: (statement.values ?? (Array.isArray(values) ? values : [])) as unknown[],
          });
        }
        return query(config, values, callback);
      },
    });
  });
  return { pool, state };
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Replays `statements` in a transaction rolled back after; answers the replay's milliseconds. */
export async function replay(
  client: pg.Client,
  statements: readonly Recorded[],
  before?: { text: string; values: unknown[] },
): Promise<number> {
  await client.query('begin');
  try {
    if (before) await client.query(before.text, before.values);
    const started = performance.now();
    for (const statement of statements) {
      if (!TRANSACTION_CONTROL.test(statement.text)) {
        await client.query(statement.text, statement.values);
      }
    }
    return performance.now() - started;
  } finally {
    await client.query('rollback');
  }
}

export function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}
export type Summary = ReturnType<typeof summary>;

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
