import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchSize } from './bulk-seed.js';
import { runAnalyticsBench } from './analytics.js';
import { CHAT, runChatBench, type ChatBenchResult } from './chat.js';
import { runContractPdfBench } from './contract-pdf.js';
import { runMatchingBench } from './matching.js';
import { runOrdersBench } from './orders.js';
import { runPricingBench } from './pricing.js';
import { runSoakBench } from './soak.js';
import { runWritePathBench } from './write-path.js';

/**
 * `npm run bench`: contract PDF generation (issue 8; no database, also alone as `npm run
 * bench:pdf`), then the orders list under load on PostgreSQL (issues 5 and 11, bench/orders.ts;
 * `npm run bench -- orders` alone). Creates a database of its own, fills it with a million
 * orders, runs the built API against it, measures the load board and a full-text search at 50
 * connections beside their SQL floor, writes the figures and the query plans to bench-results/,
 * and drops the database again. Needs DATABASE_URL (any database on the server;
 * the user must be allowed to create databases and, for the bulk load, to switch off
 * foreign-key triggers). Then the chat scenario (issue 15, bench/chat.ts) on a database of its
 * own; `npm run bench -- chat` runs that one alone. Last the analytics dashboards (issue 12,
 * bench/analytics.ts), also on a database of their own; `npm run bench -- analytics` alone.
 * Then matching (issue 31, bench/matching.ts): `npm run bench -- matching` alone. Last the
 * price hint (issue 32, bench/pricing.ts): `npm run bench -- pricing` alone.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZE: BenchSize = {
  orders: env('BENCH_ORDERS', 1_000_000),
  forwarders: env('BENCH_COMPANIES', 2_000),
  carriers: env('BENCH_CARRIERS', 100),
};
const LOAD = { connections: env('BENCH_CONNECTIONS', 50), seconds: env('BENCH_SECONDS', 15) };
/** Generated reports: the ignored bench-results/ at the root; docs/performance.md keeps the figures. */
const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results',
);

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
  mkdirSync(resultsDir, { recursive: true });
  if (process.argv.includes('chat')) {
    printChat(await runChatBench(requireDatabaseUrl(), resultsDir));
    return;
  }
  if (process.argv.includes('write')) return runWritePathBench(requireDatabaseUrl(), resultsDir);
  if (process.argv.includes('soak')) return runSoakBench(requireDatabaseUrl(), resultsDir);
  if (process.argv.includes('analytics')) {
    await runAnalyticsBench(requireDatabaseUrl(), resultsDir, SIZE);
    return;
  }
  if (process.argv.includes('matching')) {
    await runMatchingBench(requireDatabaseUrl(), resultsDir, SIZE);
    return;
  }
  if (process.argv.includes('pricing')) {
    await runPricingBench(requireDatabaseUrl(), resultsDir, SIZE);
    return;
  }
  if (process.argv.includes('orders')) {
    await runOrdersBench(requireDatabaseUrl(), resultsDir, SIZE, LOAD);
    return;
  }
  await runContractPdfBench(resultsDir);
  const adminUrl = requireDatabaseUrl();
  await runOrdersBench(adminUrl, resultsDir, SIZE, LOAD);
  printChat(await runChatBench(adminUrl, resultsDir));
  await runAnalyticsBench(adminUrl, resultsDir, SIZE);
  await runMatchingBench(adminUrl, resultsDir, SIZE);
  await runPricingBench(adminUrl, resultsDir, SIZE);
}

await main();
