import { platformToday, Role } from '@freight/shared';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { createAccessTokenIssuer, type AuthUser } from '../src/platform/auth/access-token.js';
import { startApi, type RunningApi } from './api-server.js';
import { benchActors, bulkSeed, type BenchSize } from './bulk-seed.js';
import { runAnalyticsBench } from './analytics.js';
import { CHAT, runChatBench, type ChatBenchResult } from './chat.js';
import { runContractPdfBench } from './contract-pdf.js';
import { explainOrderList, type ExplainedQuery } from './explain.js';
import { loadTest, type LoadResult } from './load-test.js';
import { writeReports } from './reports.js';
import { runSoakBench } from './soak.js';
import { runWritePathBench } from './write-path.js';

/**
 * `npm run bench`: contract PDF generation (issue 8; no database, also alone as `npm run
 * bench:pdf`), then the orders list under load on PostgreSQL (issue 5). Creates a database of
 * its own, fills it with a million orders, runs the built API against it, measures the load
 * board and a full-text search at 50 connections, writes the figures and the query plans to
 * docs/bench/, and drops the database again. Needs DATABASE_URL (any database on the server;
 * the user must be allowed to create databases and, for the bulk load, to switch off
 * foreign-key triggers). Then the chat scenario (issue 15, bench/chat.ts) on a database of its
 * own; `npm run bench -- chat` runs that one alone. Last the analytics dashboards (issue 12,
 * bench/analytics.ts), also on a database of their own; `npm run bench -- analytics` alone.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZE: BenchSize = {
  orders: env('BENCH_ORDERS', 1_000_000),
  forwarders: env('BENCH_COMPANIES', 2_000),
  carriers: env('BENCH_CARRIERS', 100),
};
const LOAD = { connections: env('BENCH_CONNECTIONS', 50), seconds: env('BENCH_SECONDS', 15) };
const SEARCH_WORD = process.env.BENCH_SEARCH_WORD ?? 'караганда';
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/bench');

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const daysAhead = (days: number) => platformToday(new Date(Date.now() + days * 86_400_000));

function printChat(result: ChatBenchResult): void {
  console.log(
    `chat: ${result.sent} messages at ${CHAT.rate}/s, ${result.sockets} sockets: ` +
      `p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · ` +
      `max ${result.latencyMs.max} ms · delivered ${result.delivered}/${result.expectedDeliveries} · ` +
      `lost ${result.lost} · duplicated ${result.duplicated} · send errors ${result.sendErrors} · ` +
      `answered ${result.answeredPerSecond}/s · HTTP send p99 ${result.sendLatencyMs.p99} ms`,
  );
}

function requireDatabaseUrl(): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('npm run bench needs DATABASE_URL=postgres://… (a PostgreSQL server)');
    process.exit(1);
  }
  return adminUrl;
}

async function main(): Promise<void> {
  mkdirSync(docsDir, { recursive: true });
  if (process.argv.includes('chat')) {
    printChat(await runChatBench(requireDatabaseUrl(), docsDir));
    return;
  }
  if (process.argv.includes('write')) return runWritePathBench(requireDatabaseUrl(), docsDir);
  if (process.argv.includes('soak')) return runSoakBench(requireDatabaseUrl(), docsDir);
  if (process.argv.includes('analytics')) {
    await runAnalyticsBench(requireDatabaseUrl(), docsDir, SIZE);
    return;
  }
  await runContractPdfBench(docsDir);

  const adminUrl = requireDatabaseUrl();
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
        `seeding ${SIZE.orders.toLocaleString('en')} orders of ${SIZE.forwarders} companies`,
      );
    }
    const started = Date.now();
    const actors = reused ? await benchActors(client) : await bulkSeed(client, SIZE);
    const seedSeconds = reused ? null : (Date.now() - started) / 1000;

    const secret = randomBytes(32).toString('base64url');
    api = await startApi(benchUrl, secret);
    const tokens = createAccessTokenIssuer(secret, 3600);
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
    const scenarios = [
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

    const results: LoadResult[] = [];
    const plans: { scenario: string; path: string; queries: ExplainedQuery[] }[] = [];
    for (const scenario of scenarios) {
      const headers = { authorization: `Bearer ${await tokens.sign(scenario.actor, 0)}` };
      const probe = await fetch(`${api.baseUrl}${scenario.path}`, { headers });
      const body = (await probe.json()) as { total?: number; totalCapped?: boolean };
      console.log(
        `${scenario.name}: ${probe.status}, total ${body.total}${body.totalCapped ? '+' : ''}`,
      );
      const result = await loadTest(scenario.name, `${api.baseUrl}${scenario.path}`, headers, LOAD);
      console.log(
        `  p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · ` +
          `${result.requestsPerSecond} req/s · errors ${result.errors} · non-2xx ${result.non2xx}`,
      );
      results.push(result);
      plans.push({
        scenario: scenario.name,
        path: scenario.path,
        queries: await explainOrderList(database.db, client, scenario.actor, scenario.path),
      });
    }

    mkdirSync(docsDir, { recursive: true });
    await writeReports(docsDir, {
      size: SIZE,
      load: LOAD,
      seedSeconds,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
      postgres:
        (await client.query<{ version: string }>('select version()')).rows[0]?.version ?? '',
      results,
      plans,
    });
    console.log(`reports written to ${docsDir}`);
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
  printChat(await runChatBench(adminUrl, docsDir));
  await runAnalyticsBench(adminUrl, docsDir, SIZE);
}

await main();
