import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchSize } from './bulk-seed.js';
import { runAnalyticsBench } from './analytics.js';
import { CHAT, runChatBench, type ChatBenchResult } from './chat.js';
import { runContractPdfBench } from './contract-pdf.js';
import { runOrdersBench } from './orders.js';
import { runSoakBench } from './soak.js';
import { runWritePathBench } from './write-path.js';

/**
 * `npm run bench`: contract PDF generation (issue 8; no database, also alone as `npm run
 * bench:pdf`), then the orders list under load on PostgreSQL (issues 5 and 11, bench/orders.ts;
 * `npm run bench -- orders` alone). Creates a database of its own, fills it with a million
 * orders, runs the built API against it, measures the load board and a full-text search at 50
 * connections beside their SQL floor, writes the figures and the query plans to docs/bench/,
 * and drops the database again. Needs DATABASE_URL (any database on the server;
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
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/bench');

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
  if (process.argv.includes('orders')) {
    await runOrdersBench(requireDatabaseUrl(), docsDir, SIZE, LOAD);
    return;
  }
  await runContractPdfBench(docsDir);
  const adminUrl = requireDatabaseUrl();
  await runOrdersBench(adminUrl, docsDir, SIZE, LOAD);
  printChat(await runChatBench(adminUrl, docsDir));
  await runAnalyticsBench(adminUrl, docsDir, SIZE);
}

await main();
