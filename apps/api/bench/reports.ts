import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import path from 'node:path';
import type { BenchSize } from './bulk-seed.js';
import type { ExplainedQuery } from './explain.js';
import type { LoadResult } from './load-test.js';
import { cpuTotal, type CpuSpent } from './process-cpu.js';

/** A list scenario's rounds on its SQL floor and through the API, and their medians. */
export interface FloorComparison {
  name: string;
  path: string;
  answerBytes: number;
  statements: number;
  floorRounds: LoadResult[];
  apiRounds: LoadResult[];
  floor: { requestsPerSecond: number; p95: number };
  api: { requestsPerSecond: number; p95: number };
}

export interface BenchReport {
  size: BenchSize;
  load: { connections: number; seconds: number };
  poolSize: number;
  rounds: number;
  /** `os.loadavg()` when the report was written. */
  loadAverage: string;
  /** Null when the run reused a database seeded before (BENCH_DATABASE). */
  seedSeconds: number | null;
  machine: string;
  postgres: string;
  comparisons: FloorComparison[];
  plans: { scenario: string; path: string; queries: ExplainedQuery[] }[];
}

/** Issue 5: the API's own p95. */
const TARGET_P95_MS = 50;
/** Issue 11: against the SQL floor of the same run. */
const TARGET_THROUGHPUT_RATIO = 0.6;
const TARGET_P95_RATIO = 2;

/** Writes markdown as the repository's Prettier would, so `format:check` stays green. */
export async function writeMarkdown(file: string, text: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}

/** bench-results/orders-latest.md (the figures) and bench-results/orders-explain.md (the plans). */
export async function writeReports(dir: string, report: BenchReport): Promise<void> {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const ratio = (api: number, floor: number) => (api / floor).toFixed(2);
  const summary = report.comparisons.map((comparison) => {
    const throughput = comparison.api.requestsPerSecond / comparison.floor.requestsPerSecond;
    const p95 = comparison.api.p95 / comparison.floor.p95;
    const met = throughput >= TARGET_THROUGHPUT_RATIO && p95 <= TARGET_P95_RATIO;
    return (
      `| ${comparison.name} | ${comparison.floor.requestsPerSecond} | ${comparison.floor.p95} | ` +
      `${comparison.api.requestsPerSecond} | ${comparison.api.p95} | ${throughput.toFixed(2)} | ` +
      `${p95.toFixed(2)} | ${met ? 'yes' : 'no'} | ${comparison.api.p95 < TARGET_P95_MS ? 'yes' : 'no'} | ` +
      `${comparison.answerBytes} |`
    );
  });
  // Each round of each scenario: its floor and its API run, numbered from 1.
  const roundPairs = report.comparisons.flatMap((comparison) =>
    comparison.apiRounds.map((api, index) => {
      const floor = comparison.floorRounds[index];
      if (!floor) throw new Error('a round without its floor');
      return { name: comparison.name, round: index + 1, floor, api };
    }),
  );
  const rounds = roundPairs.map(
    ({ name, round, floor, api }) =>
      `| ${name} | ${round} | ${floor.requestsPerSecond} | ${floor.latencyMs.p50} | ` +
      `${floor.latencyMs.p95} | ${api.requestsPerSecond} | ${api.latencyMs.p50} | ${api.latencyMs.p95} | ` +
      `${api.latencyMs.p99} | ${ratio(api.requestsPerSecond, floor.requestsPerSecond)} | ` +
      `${api.errors + api.non2xx} |`,
  );
  const cpuCells = ({ cpuPerRequest: cpu }: LoadResult, ...sides: (keyof CpuSpent)[]) =>
    sides.map((side) => (cpu ? cpu[side].toFixed(2) : '–')).join(' | ');
  const cpuTotalCell = ({ cpuPerRequest: cpu }: LoadResult) =>
    cpu ? cpuTotal(cpu).toFixed(2) : '–';
  const cpuRounds = roundPairs.map(
    ({ name, round, floor, api }) =>
      `| ${name} | ${round} | ${cpuCells(floor, 'postgres', 'client')} | ${cpuTotalCell(floor)} | ` +
      `${cpuCells(api, 'api', 'postgres', 'client')} | ${cpuTotalCell(api)} |`,
  );
  const latest = [
    '# Orders list benchmark — latest run',
    '',
    `Written by \`npm run bench\` (apps/api/bench) on ${when}. Do not edit by hand. The orders part ` +
      'alone: `BENCH_DATABASE=<a kept bench database> npm run bench -- orders` with DATABASE_URL set.',
    '',
    `- Data: ${report.size.orders.toLocaleString('en')} orders of ${report.size.forwarders.toLocaleString('en')} forwarder companies, ` +
      `${report.size.carriers} carriers, route points and responses; ${report.seedSeconds === null ? 'bulk-loaded by an earlier run' : `bulk-loaded in ${report.seedSeconds.toFixed(0)} s`}.`,
    `- API: autocannon, ${report.load.connections} keep-alive connections on loopback, ` +
      `${report.load.seconds} s per round after a 3 s warm-up; the built API (\`node dist/server.js\`), one process, ` +
      `a pool of ${report.poolSize} connections.`,
    `- SQL floor: the statements the API runs for the same request (recorded from its code: same text, ` +
      `statement names and values), prepared, one after the other, on a bare \`pg.Pool\` of ${report.poolSize} ` +
      `connections by ${report.load.connections} concurrent callers, ${report.load.seconds} s after a 3 s warm-up.`,
    `- Rounds: floor and API alternate ${report.rounds} times per scenario; the figures are the medians of the rounds.`,
    `- Machine: ${report.machine}; ${report.postgres.split(',')[0]}; load average at the end ${report.loadAverage}.`,
    `- Targets: API throughput at least ${TARGET_THROUGHPUT_RATIO} of the floor's and p95 at most ` +
      `${TARGET_P95_RATIO}× the floor's (issue 11); API p95 under ${TARGET_P95_MS} ms (issue 5).`,
    '',
    '| scenario | floor req/s | floor p95 ms | API req/s | API p95 ms | throughput ratio | p95 ratio | floor target met | p95 < 50 ms | answer bytes |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...summary,
    '',
    'Rounds:',
    '',
    '| scenario | round | floor req/s | floor p50 ms | floor p95 ms | API req/s | API p50 ms | API p95 ms | API p99 ms | throughput ratio | API errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rounds,
    '',
    `CPU per request in ms (user + system time from /proc over each measured ${report.load.seconds} s: the API process, ` +
      "every PostgreSQL process, and the bench's own process, which is the floor's client in a floor " +
      'round and autocannon in an API round). Two cores give 2,000 ms a second: a total times its ' +
      'req/s is how much of them a round kept busy.',
    '',
    '| scenario | round | floor: PostgreSQL | floor: client | floor total | API: API | API: PostgreSQL | API: autocannon | API total |',
    '|---|---|---|---|---|---|---|---|---|',
    ...cpuRounds,
    '',
    'Requests:',
    '',
    ...report.comparisons.map(
      (comparison) =>
        `- ${comparison.name}: \`GET ${comparison.path}\` (${comparison.statements} statement(s) per request)`,
    ),
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
