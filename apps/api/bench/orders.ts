import { platformToday, Role } from '@freight/shared';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { createAccessTokenIssuer, type AuthUser } from '../src/platform/auth/access-token.js';
import { startApi, type RunningApi } from './api-server.js';
import { benchActors, bulkSeed, type BenchActors, type BenchSize } from './bulk-seed.js';
import { explainOrderList, type ExplainedQuery } from './explain.js';
import { recordListStatements, runFloor } from './floor.js';
import { loadTest, type LoadResult } from './load-test.js';
import { writeReports, type FloorComparison } from './reports.js';

const SEARCH_WORD = process.env.BENCH_SEARCH_WORD ?? 'караганда';
/** Floor and API alternate this many times per scenario; the report gives the medians. */
const ROUNDS = 3;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const daysAhead = (days: number) => platformToday(new Date(Date.now() + days * 86_400_000));

/**
 * The list requests measured: the carrier's load board (published tent orders loading in one
 * to three weeks) and the platform's full-text search.
 */
export function listScenarios(
  actors: BenchActors,
): { name: string; actor: AuthUser; path: string }[] {
  const carrier: AuthUser = {
    id: actors.carrier.userId,
    role: Role.DRIVER_COMPANY,
    companyId: actors.carrier.companyId,
    underReview: false,
  };
  const cb: AuthUser = {
    id: actors.cb.userId,
    role: Role.CB,
    companyId: actors.cb.companyId,
    underReview: false,
  };
  return [
    {
      name: 'Load board (carrier)',
      actor: carrier,
      path:
        `/api/orders?status=PUBLISHED&transportType=TENT&loadingDateFrom=${daysAhead(7)}` +
        `&loadingDateTo=${daysAhead(21)}&sort=plannedLoadingDate&pageSize=20`,
    },
    {
      name: `Full-text search "${SEARCH_WORD}" (CB)`,
      actor: cb,
      path: `/api/orders?q=${encodeURIComponent(SEARCH_WORD)}&pageSize=20`,
    },
  ];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const describe = (result: LoadResult) =>
  `p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · ` +
  `${result.requestsPerSecond} req/s · errors ${result.errors} · non-2xx ${result.non2xx}`;

/** Each side's CPU per request in a round; in a floor round the API process idles. */
const describeCpu = ({ cpuPerRequest: cpu }: LoadResult) =>
  cpu
    ? `CPU per request: API ${cpu.api} ms, PostgreSQL ${cpu.postgres} ms, bench ${cpu.client} ms`
    : 'CPU not read';

/**
 * The orders list under load on PostgreSQL (issues 5 and 11): seeds a million orders (or reuses
 * BENCH_DATABASE), runs the built API against them and measures the load board and a full-text
 * search at `load.connections` connections, each beside its SQL floor — the same statements on
 * a bare `pg.Pool` as large as the API's — in interleaved rounds, then writes the figures and
 * the query plans to `resultsDir`.
 */
export async function runOrdersBench(
  adminUrl: string,
  resultsDir: string,
  size: BenchSize,
  load: { connections: number; seconds: number },
): Promise<void> {
  // BENCH_DATABASE names a database a run before kept (BENCH_KEEP_DATABASE=1): no new seed.
  const reused = process.env.BENCH_DATABASE;
  const name = reused ?? `bench_${Date.now()}`;
  const benchUrl = databaseUrl(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) {
    await admin.query(`create database ${name}`);
    console.log(`database ${name} created`);
  }

  let api: RunningApi | undefined;
  const database = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
  const client = new pg.Client({ connectionString: benchUrl });
  try {
    await database.migrate();
    await client.connect();
    if (!reused) {
      console.log(
        `seeding ${size.orders.toLocaleString('en')} orders of ${size.forwarders} companies`,
      );
    }
    const started = Date.now();
    const actors = reused ? await benchActors(client) : await bulkSeed(client, size);
    const seedSeconds = reused ? null : (Date.now() - started) / 1000;

    const secret = randomBytes(32).toString('base64url');
    api = await startApi(benchUrl, secret);
    // The API's pool, read as the server reads it (DATABASE_POOL_SIZE or the default).
    const poolSize = loadConfig({
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
      JWT_SECRET: secret,
    }).databasePoolSize;
    const tokens = createAccessTokenIssuer(secret, 3600);
    const scenarios = listScenarios(actors);

    const comparisons: FloorComparison[] = [];
    const plans: { scenario: string; path: string; queries: ExplainedQuery[] }[] = [];
    for (const scenario of scenarios) {
      const headers = { authorization: `Bearer ${await tokens.sign(scenario.actor, 0)}` };
      const probe = await fetch(`${api.baseUrl}${scenario.path}`, { headers });
      const answer = await probe.text();
      const body = JSON.parse(answer) as { total?: number; totalCapped?: boolean };
      console.log(
        `${scenario.name}: ${probe.status}, total ${body.total}${body.totalCapped ? '+' : ''}, ` +
          `${Buffer.byteLength(answer)} bytes`,
      );
      const statements = await recordListStatements(benchUrl, scenario.actor, scenario.path);
      const floorRounds: LoadResult[] = [];
      const apiRounds: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const floor = await runFloor(scenario.name, benchUrl, statements, {
          poolSize,
          callers: load.connections,
          seconds: load.seconds,
          apiPid: api.pid,
        });
        console.log(
          `  round ${round} floor: ${describe(floor)} · ${describeCpu(floor)} · load ${os.loadavg()[0]}`,
        );
        floorRounds.push(floor);
        const result = await loadTest(
          scenario.name,
          `${api.baseUrl}${scenario.path}`,
          headers,
          load,
          api.pid,
        );
        console.log(
          `  round ${round} API:   ${describe(result)} · ${describeCpu(result)} · load ${os.loadavg()[0]}`,
        );
        apiRounds.push(result);
      }
      const comparison: FloorComparison = {
        name: scenario.name,
        path: scenario.path,
        answerBytes: Buffer.byteLength(answer),
        statements: statements.length,
        floorRounds,
        apiRounds,
        floor: {
          requestsPerSecond: median(floorRounds.map((result) => result.requestsPerSecond)),
          p95: median(floorRounds.map((result) => result.latencyMs.p95)),
        },
        api: {
          requestsPerSecond: median(apiRounds.map((result) => result.requestsPerSecond)),
          p95: median(apiRounds.map((result) => result.latencyMs.p95)),
        },
      };
      const throughput = comparison.api.requestsPerSecond / comparison.floor.requestsPerSecond;
      const p95 = comparison.api.p95 / comparison.floor.p95;
      console.log(
        `  median: floor ${comparison.floor.requestsPerSecond} req/s p95 ${comparison.floor.p95} ms · ` +
          `API ${comparison.api.requestsPerSecond} req/s p95 ${comparison.api.p95} ms · ` +
          `throughput ${throughput.toFixed(2)} of the floor (target ≥ 0.6), p95 ${p95.toFixed(2)}× (target ≤ 2)`,
      );
      comparisons.push(comparison);
      plans.push({
        scenario: scenario.name,
        path: scenario.path,
        queries: await explainOrderList(database.db, client, scenario.actor, scenario.path),
      });
    }

    await writeReports(resultsDir, {
      size,
      load,
      poolSize,
      rounds: ROUNDS,
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', '),
      seedSeconds,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
      postgres:
        (await client.query<{ version: string }>('select version()')).rows[0]?.version ?? '',
      comparisons,
      plans,
    });
    console.log(`reports written to ${resultsDir}`);
  } finally {
    await api?.stop();
    await client.end().catch(() => undefined);
    await database.close();
    if (reused || process.env.BENCH_KEEP_DATABASE === '1') {
      console.log(`database ${name} kept (BENCH_KEEP_DATABASE=1)`);
    } else {
      await admin.query(`drop database if exists ${name} with (force)`);
      console.log(`database ${name} dropped`);
    }
    await admin.end();
  }
}
