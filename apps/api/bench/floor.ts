import { orderListQuerySchema } from '@freight/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import type { AuthUser } from '../src/platform/auth/access-token.js';
import { findOrders } from '../src/modules/orders/find-orders.js';
import { percentile, type LoadResult } from './load-test.js';
import { meterCpu } from './process-cpu.js';

/** One statement as the API sends it: a named (prepared) statement and its values. */
export interface RecordedStatement {
  name: string | undefined;
  text: string;
  values: unknown[];
}

/**
 * The statements one `GET /api/orders` request runs, recorded from the API's own code
 * (`findOrders`) on a pool that notes what it is asked: the same SQL text, statement names and
 * values. The request runs twice and the second is kept: the first also fills what the API
 * keeps between requests (a search's planner estimate, reused for a minute), which the steady
 * state under load does not run.
 */
export async function recordListStatements(
  databaseUrl: string,
  actor: AuthUser,
  path: string,
): Promise<RecordedStatement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let recorded: RecordedStatement[] = [];
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  const recording = (config: string | { name?: string; text: string }, values?: unknown[]) => {
    const statement = typeof config === 'string' ? { text: config } : config;
    recorded.push({ name: statement.name, text: statement.text, values: values ?? [] });
    return query(config, values);
  };
  Object.assign(pool, { query: recording });
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const listQuery = orderListQuerySchema.parse(
      Object.fromEntries(new URL(path, 'http://bench').searchParams),
    );
    await findOrders({ db }, actor, listQuery);
    recorded = [];
    await findOrders({ db }, actor, listQuery);
    return recorded;
  } finally {
    await pool.end();
  }
}

/**
 * The SQL floor of a list request: `statements` one after the other, as prepared statements on
 * a bare `pg.Pool` of `poolSize` connections, by `callers` concurrent loops for `seconds` after
 * a 3 s warm-up — what the API's database work costs without the API around it.
 */
export async function runFloor(
  name: string,
  databaseUrl: string,
  statements: readonly RecordedStatement[],
  options: { poolSize: number; callers: number; seconds: number; apiPid?: number },
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  const runFor = async (seconds: number, onLatency: (ms: number) => void) => {
    const until = performance.now() + seconds * 1000;
    let requests = 0;
    const caller = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        for (const { name: statementName, text, values } of statements) {
          await pool.query({ name: statementName, text, values });
        }
        onLatency(performance.now() - started);
        requests++;
      }
    };
    await Promise.all(Array.from({ length: options.callers }, caller));
    return requests;
  };
  try {
    await runFor(3, () => undefined);
    const cpu = meterCpu(options.apiPid);
    const latencies: number[] = [];
    const requests = await runFor(options.seconds, (ms) => latencies.push(ms));
    latencies.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      name,
      path: `${statements.length} prepared statement(s) on pg.Pool(${options.poolSize})`,
      requests,
      errors: 0,
      non2xx: 0,
      requestsPerSecond: round(requests / options.seconds),
      cpuPerRequest: cpu.perRequest(requests),
      latencyMs: {
        p50: round(percentile(latencies, 0.5)),
        p95: round(percentile(latencies, 0.95)),
        p99: round(percentile(latencies, 0.99)),
        max: round(latencies.at(-1) ?? Number.NaN),
      },
    };
  } finally {
    await pool.end();
  }
}
