import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import path from 'node:path';
import type { BenchSize } from './bulk-seed.js';
import type { ExplainedQuery } from './explain.js';
import type { LoadResult } from './load-test.js';

export interface BenchReport {
  size: BenchSize;
  load: { connections: number; seconds: number };
  /** Null when the run reused a database seeded before (BENCH_DATABASE). */
  seedSeconds: number | null;
  machine: string;
  postgres: string;
  results: LoadResult[];
  plans: { scenario: string; path: string; queries: ExplainedQuery[] }[];
}

const TARGET_P95_MS = 50;

/** Writes markdown as the repository's Prettier would, so `format:check` stays green. */
export async function writeMarkdown(file: string, text: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}

/** docs/bench/orders-latest.md (the figures) and docs/bench/orders-explain.md (the plans). */
export async function writeReports(dir: string, report: BenchReport): Promise<void> {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const rows = report.results.map(
    (result) =>
      `| ${result.name} | ${result.latencyMs.p50} | ${result.latencyMs.p95} | ${result.latencyMs.p99} | ` +
      `${result.requestsPerSecond} | ${result.requests} | ${result.errors + result.non2xx} | ` +
      `${result.latencyMs.p95 < TARGET_P95_MS ? 'yes' : 'no'} |`,
  );
  const latest = [
    '# Orders list benchmark — latest run',
    '',
    `Written by \`npm run bench\` (apps/api/bench) on ${when}. Do not edit by hand.`,
    '',
    `- Data: ${report.size.orders.toLocaleString('en')} orders of ${report.size.forwarders.toLocaleString('en')} forwarder companies, ` +
      `${report.size.carriers} carriers, route points and responses; ${report.seedSeconds === null ? 'bulk-loaded by an earlier run' : `bulk-loaded in ${report.seedSeconds.toFixed(0)} s`}.`,
    `- Load: autocannon, ${report.load.connections} keep-alive connections on loopback, ` +
      `${report.load.seconds} s per scenario after a 3 s warm-up; the built API (\`node dist/server.js\`), one process.`,
    `- Machine: ${report.machine}; ${report.postgres.split(',')[0]}.`,
    `- Target: p95 under ${TARGET_P95_MS} ms.`,
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | requests/s | requests | errors | p95 target met |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Requests:',
    '',
    ...report.results.map((result) => `- ${result.name}: \`GET ${result.path}\``),
    '',
  ].join('\n');
  await writeMarkdown(path.join(dir, 'orders-latest.md'), latest);

  const explain = [
    '# Orders list — query plans',
    '',
    `Written by \`npm run bench\` on ${when} against the bench database ` +
      `(${report.size.orders.toLocaleString('en')} orders, after VACUUM ANALYZE). Each request runs ` +
      'the page query (its route and response columns are subqueries evaluated for the 20 rows ' +
      'of the page only) and, in parallel, the capped count or, for a full-text search, the ' +
      "planner's estimate. See docs/decisions/007-orders-api.md for the choices.",
    '',
    ...report.plans.flatMap((scenario) => [
      `## ${scenario.scenario}`,
      '',
      `\`GET ${scenario.path}\``,
      '',
      ...scenario.queries.flatMap((query) => [
        `### ${query.title}`,
        '',
        '```sql',
        query.sql,
        '```',
        '',
        `Parameters: \`${JSON.stringify(query.params)}\``,
        '',
        '```',
        query.plan,
        '```',
        '',
      ]),
    ]),
  ].join('\n');
  await writeMarkdown(path.join(dir, 'orders-explain.md'), explain);
}
