import { platformToday, Role, type AnalyticsQuery } from '@freight/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import {
  carrierDashboard,
  forwarderDashboard,
  platformDashboard,
} from '../src/modules/analytics/dashboards.js';
import { rebuildAnalyticsRollups } from '../src/modules/analytics/rollup-repo.js';
import { rebuildCompanyTrustFacts } from '../src/modules/ratings/trust-score-repo.js';
import { createAccessTokenIssuer, type AuthUser } from '../src/platform/auth/access-token.js';
import { startApi, type RunningApi } from './api-server.js';
import { bulkSeed, type BenchSize } from './bulk-seed.js';
import { writeMarkdown } from './reports.js';
import { BENCH_PLACE_COORDINATES } from './seed-data.js';

/**
 * The analytics scenario of `npm run bench` (issue 12; alone: `npm run bench -- analytics`):
 * on a database of its own with the bulk seed's million orders, plus what the dashboards read
 * (trip steps and ratings of completed orders, declined responses, problems, deletion
 * requests, review histories), one forwarder company that owns 5,000 of the orders (the
 * orders of the first ten bench forwarders, with coordinates on their routes). Measures the
 * built API's answer time for the forwarder's, a carrier's and the admin's dashboards over one
 * year, one request at a time, and EXPLAINs every statement a dashboard runs.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_ANALYTICS_REQUESTS', 40);
const WARM_UP = 3;
/** Forwarders whose orders the bench forwarder takes over: 10 × 500 = 5,000 orders. */
const MERGED_FORWARDERS = env('BENCH_ANALYTICS_MERGED', 10);

export const ANALYTICS_TARGETS_MS = { company: 150, platform: 500 } as const;

interface Scenario {
  name: string;
  target: number;
  actor: AuthUser;
  path: string;
  run: (db: Database, actor: AuthUser, query: AnalyticsQuery) => Promise<unknown>;
}

export interface AnalyticsBenchResult {
  name: string;
  target: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  errors: number;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** What the dashboards read beyond the bulk seed's orders, responses and route points. */
async function seedAnalyticsFacts(client: pg.Client, database: Database): Promise<void> {
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  await timed('the bench forwarder takes over 5,000 orders', () =>
    client.query(
      `with ranked as (
         select row_number() over (order by c.bin) as n, c.id, u.id as owner_id
           from companies c join users u on u.company_id = c.id
          where c.kind = 'FORWARDER' and c.bin like 'F%'),
       first as (select id, owner_id from ranked where n = 1)
       update orders o set owner_company_id = first.id, created_by = first.owner_id
         from ranked, first
        where o.owner_company_id = ranked.id and ranked.n between 2 and $1::int`,
      [MERGED_FORWARDERS],
    ),
  );
  await timed('coordinates on its routes', () =>
    client.query(
      `update order_route_points p set lat = c.lat, lng = c.lng
         from unnest($1::text[], $2::float8[], $3::float8[]) as c(city, lat, lng), orders o
        where p.city = c.city and o.id = p.order_id
          and o.owner_company_id = (select id from companies where bin = 'F00000000001')`,
      [
        BENCH_PLACE_COORDINATES.map(([city]) => city),
        BENCH_PLACE_COORDINATES.map(([, lat]) => lat),
        BENCH_PLACE_COORDINATES.map(([, , lng]) => lng),
      ],
    ),
  );
  // Loading on the planned day or the next, delivered on the planned day or the next,
  // completed two days after delivery.
  await timed('trip steps of completed orders', () =>
    client.query(`
      insert into order_trip_steps (order_id, step, actual_at, recorded_by, created_at)
      select o.id, s.step, s.actual_at, o.created_by, s.actual_at
        from orders o
        cross join lateral (values
          ('LOADING_STARTED', o.planned_loading_date + (hashtext(o.number) & 1) + time '09:00'),
          ('DELIVERED', o.planned_unloading_date + (hashtext(o.number) & 3) / 2 + time '15:00'),
          ('COMPLETED', o.planned_unloading_date + 2 + time '12:00')) as s(step, actual_at)
       where o.status = 'COMPLETED'`),
  );
  await timed('ratings of completed orders, both ways', () =>
    client.query(`
      insert into order_ratings (order_id, side, rater_company_id, rated_company_id,
                                 rated_driver_id, score, rated_by, created_at, updated_at)
      select o.id, side.name, case side.name when 'FORWARDER' then o.owner_company_id else r.carrier_company_id end,
             case side.name when 'FORWARDER' then r.carrier_company_id else o.owner_company_id end,
             case side.name when 'FORWARDER' then r.driver_id end,
             1 + abs(hashtext(o.number || side.name)) % 5, o.created_by,
             o.planned_unloading_date + 2 + time '13:00', o.planned_unloading_date + 2 + time '13:00'
        from orders o join order_responses r on r.id = o.selected_response_id
        cross join (values ('FORWARDER'), ('CARRIER')) as side(name)
       where o.status = 'COMPLETED'`),
  );
  // A competing offer from another carrier, spread over all of them.
  await client.query(`
    create temp table bench_offer_carriers as
      select row_number() over (order by c.bin) as n, c.id as company_id, d.id as driver_id,
             v.id as vehicle_id, u.id as created_by
        from companies c
        join drivers d on d.company_id = c.id
        join vehicles v on v.company_id = c.id
        join users u on u.company_id = c.id
       where c.kind = 'CARRIER' and c.bin like 'C%'`);
  await timed('declined responses of a third of the selected orders', () =>
    client.query(`
      insert into order_responses (order_id, carrier_company_id, driver_id, vehicle_id, price,
                                   currency, status, created_by, created_at, updated_at)
      select o.id, c.company_id, c.driver_id, c.vehicle_id, round(o.price * 1.05, 2), o.currency,
             'DECLINED', c.created_by, o.created_at + interval '1 hour', r.updated_at
        from orders o
        join order_responses r on r.id = o.selected_response_id
        join bench_offer_carriers c
          on c.n = 1 + (abs(hashtext(o.number)) + 1) % (select count(*) from bench_offer_carriers)
         and c.company_id <> r.carrier_company_id
       where abs(hashtext(o.number)) % 3 = 0`),
  );
  await client.query(`
    update order_response_counts c set responses = n.responses
      from (select order_id, count(*)::int as responses from order_responses
             where status <> 'WITHDRAWN' group by order_id) n
     where n.order_id = c.order_id and n.responses <> c.responses`);
  await timed('problems, deletion requests, review histories', async () => {
    await client.query(`
      insert into order_problems (order_id, description, status, reported_by, decided_at, created_at)
      select o.id, 'Опоздание', case when o.status = 'COMPLETED' then 'DECIDED' else 'OPEN' end,
             o.created_by,
             case when o.status = 'COMPLETED' then o.created_at + interval '3 days' end,
             o.created_at + interval '2 days'
        from orders o where abs(hashtext(o.number)) % 50 = 1`);
    await client.query(`
      insert into order_deletion_requests (order_id, status, requested_by, decided_at, created_at)
      select o.id, case o.status when 'CANCELLED' then 'APPROVED' else 'PENDING' end, o.created_by,
             case o.status when 'CANCELLED' then o.created_at + interval '1 day' end,
             o.created_at + interval '6 hours'
        from orders o where abs(hashtext(o.number)) % 100 = 7
         and o.status in ('CANCELLED', 'PUBLISHED', 'DRAFT')`);
    await client.query(`
      update companies set created_at = now() - (abs(hashtext(bin)) % 1000) * interval '1 day'
       where bin ~ '^[FC]'`);
    await client.query(`
      insert into company_review_history (company_id, action, created_at)
      select id, 'SUBMITTED', created_at from companies where bin ~ '^[FC]'
      union all
      select id, 'APPROVED', created_at + (abs(hashtext(bin)) % 72) * interval '1 hour'
        from companies where bin ~ '^[FC]'`);
    await client.query(`
      insert into driver_status_history (driver_id, action, created_at)
      select id, 'APPROVED', now() - (abs(hashtext(iin)) % 365) * interval '1 day' from drivers`);
    await client.query(`
      insert into users (company_id, role, email, password_hash, first_name, last_name)
      values (null, 'ROLE_ADMIN', 'admin@bench.kz', 'bench-no-login', 'Бенч', 'Админ')
      on conflict do nothing`);
  });
  await client.query(`set session_replication_role = origin`);
  // The triggers that keep the rollups and the order facts were off for the bulk load.
  await timed('rollups and order facts', () => rebuildAnalyticsRollups(database));
  await timed('trust facts', () => rebuildCompanyTrustFacts(database));
  await timed('vacuum analyze', () => client.query('vacuum (analyze)'));
}

async function benchAccounts(client: pg.Client): Promise<Record<string, AuthUser>> {
  const { rows } = await client.query<{ kind: string; id: string; company_id: string | null }>(`
    select 'forwarder' as kind, u.id, u.company_id from users u join companies c on c.id = u.company_id
     where c.bin = 'F00000000001'
    union all
    select 'carrier', u.id, u.company_id from users u join companies c on c.id = u.company_id
     where c.bin = 'C00000000001'
    union all
    select 'admin', id, company_id from users where email = 'admin@bench.kz'`);
  const account = (kind: string, role: Role): AuthUser => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`bench ${kind} missing`);
    return { id: row.id, role, companyId: row.company_id, underReview: false };
  };
  return {
    forwarder: account('forwarder', Role.FORWARDER),
    carrier: account('carrier', Role.DRIVER_COMPANY),
    admin: account('admin', Role.ADMIN),
  };
}

async function measure(
  api: RunningApi,
  token: string,
  scenario: Scenario,
): Promise<AnalyticsBenchResult> {
  const headers = { authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  let errors = 0;
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}${scenario.path}`, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) errors += 1;
    if (index >= WARM_UP) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    target: scenario.target,
    requests: latencies.length,
    errors,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
  };
}

/**
 * Every statement the dashboard's service runs, captured by an executor that records them
 * instead of running them, then EXPLAINed (ANALYZE, BUFFERS) on the bench database.
 */
async function explainDashboard(
  client: pg.Client,
  scenario: Scenario,
  query: AnalyticsQuery,
): Promise<string[]> {
  const statements: SQL[] = [];
  const recorder = {
    execute: (statement: SQL) => {
      statements.push(statement);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Database;
  await scenario.run(recorder, scenario.actor, query);
  const dialect = new PgDialect();
  const plans: string[] = [];
  for (const statement of statements) {
    const built = dialect.sqlToQuery(statement);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${built.sql}`,
      built.params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
    plans.push(
      `#### ${scenario.name}: statement ${plans.length + 1} (${time} ms)\n\n` +
        '```sql\n' +
        built.sql.trim() +
        '\n```\n\n' +
        `Parameters: \`${JSON.stringify(built.params)}\`\n\n` +
        '```\n' +
        plan +
        '\n```\n',
    );
  }
  return plans;
}

export async function runAnalyticsBench(
  adminUrl: string,
  resultsDir: string,
  size: BenchSize,
): Promise<AnalyticsBenchResult[]> {
  const reused = process.env.BENCH_ANALYTICS_DATABASE;
  const name = reused ?? `bench_analytics_${Date.now()}`;
  const benchUrl = databaseUrl(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
  const client = new pg.Client({ connectionString: benchUrl });
  let api: RunningApi | undefined;
  try {
    await database.migrate();
    await client.connect();
    let seedSeconds: number | null = null;
    if (!reused) {
      console.log(`analytics: seeding ${size.orders.toLocaleString('en')} orders`);
      const started = Date.now();
      await bulkSeed(client, size);
      await seedAnalyticsFacts(client, database.db);
      seedSeconds = (Date.now() - started) / 1000;
    }
    const accounts = await benchAccounts(client);
    const to = platformToday();
    const from = platformToday(new Date(Date.now() - 364 * 86_400_000));
    const query: AnalyticsQuery = { from, to, currency: 'KZT' };
    const search = `from=${from}&to=${to}&currency=KZT`;
    const { rows: counts } = await client.query<{ orders: number; forwarder: number }>(
      `select (select count(*)::int from orders) as orders,
              (select count(*)::int from orders o join companies c on c.id = o.owner_company_id
                where c.bin = 'F00000000001') as forwarder`,
    );
    const scenarios: Scenario[] = [
      {
        name: `Forwarder company (${counts[0]?.forwarder.toLocaleString('en')} orders), one year`,
        target: ANALYTICS_TARGETS_MS.company,
        actor: accounts.forwarder!,
        path: `/api/analytics/forwarder?${search}`,
        run: (db, actor, q) => forwarderDashboard({ db }, actor, q),
      },
      {
        name: 'Carrier company, one year',
        target: ANALYTICS_TARGETS_MS.company,
        actor: accounts.carrier!,
        path: `/api/analytics/carrier?${search}`,
        run: (db, actor, q) => carrierDashboard({ db }, actor, q),
      },
      {
        name: `Admin, whole platform (${counts[0]?.orders.toLocaleString('en')} orders), one year`,
        target: ANALYTICS_TARGETS_MS.platform,
        actor: accounts.admin!,
        path: `/api/analytics/platform?${search}`,
        run: (db, actor, q) => platformDashboard({ db }, actor, q),
      },
    ];
    const secret = randomBytes(32).toString('base64url');
    api = await startApi(benchUrl, secret);
    const tokens = createAccessTokenIssuer(secret, 3600);
    const results: AnalyticsBenchResult[] = [];
    const plans: string[] = [];
    const loads: string[] = [];
    for (const scenario of scenarios) {
      loads.push(
        os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' '),
      );
      const result = await measure(api, await tokens.sign(scenario.actor, 0), scenario);
      console.log(
        `analytics: ${result.name}: p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · ` +
          `p99 ${result.latencyMs.p99} ms · max ${result.latencyMs.max} ms · errors ${result.errors} ` +
          `(target p95 < ${result.target} ms)`,
      );
      results.push(result);
      plans.push(...(await explainDashboard(client, scenario, query)));
    }
    const postgres =
      (await client.query<{ version: string }>('select version()')).rows[0]?.version ?? '';
    await writeAnalyticsReport(path.join(resultsDir, 'analytics.md'), {
      size,
      seedSeconds,
      postgres,
      results,
      loads,
      plans,
      search,
    });
    console.log(`analytics: report written to ${path.join(resultsDir, 'analytics.md')}`);
    return results;
  } finally {
    await api?.stop();
    await client.end().catch(() => undefined);
    await database.close();
    if (reused || process.env.BENCH_KEEP_DATABASE === '1') {
      console.log(`analytics: database ${name} kept`);
    } else {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
}

async function writeAnalyticsReport(
  file: string,
  report: {
    size: BenchSize;
    seedSeconds: number | null;
    postgres: string;
    results: AnalyticsBenchResult[];
    loads: string[];
    plans: string[];
    search: string;
  },
): Promise<void> {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const cpus = os.cpus();
  const rows = report.results.map(
    (result, index) =>
      `| ${result.name} | ${result.latencyMs.p50} | ${result.latencyMs.p95} | ${result.latencyMs.p99} | ` +
      `${result.latencyMs.max} | ${result.requests} | ${result.errors} | ${report.loads[index]} | ` +
      `< ${result.target} | ${result.latencyMs.p95 < result.target ? 'yes' : 'no'} |`,
  );
  await writeMarkdown(
    file,
    [
      '# Analytics dashboards benchmark — latest run',
      '',
      `Written by \`npm run bench -- analytics\` (apps/api/bench/analytics.ts) on ${when}. Do not edit by hand.`,
      '',
      `- Data: ${report.size.orders.toLocaleString('en')} orders of ${report.size.forwarders.toLocaleString('en')} forwarders and ${report.size.carriers} carriers (the bulk seed), ` +
        'with trip steps and ratings of every completed order, declined responses on a third of the selected ones, ' +
        'problems on 2 %, deletion requests, review histories; the first forwarder owns the orders of the first ' +
        `${MERGED_FORWARDERS} (about 5,000), with coordinates on their routes. ` +
        (report.seedSeconds === null
          ? 'Seeded by an earlier run.'
          : `Seeded in ${report.seedSeconds.toFixed(0)} s.`),
      `- Requests: \`?${report.search}\` (one year, weeks → months), ${REQUESTS} per dashboard one after another after ${WARM_UP} warm-up requests, ` +
        "to the built API (`node dist/server.js`, one process, pool of 10: a dashboard's statements run side by side).",
      `- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, shared with other work; the load average (1, 5, 15 min) is noted per scenario. ${report.postgres.split(',')[0]}.`,
      '- The company dashboards: one row per order from `analytics_order_facts`, kept by triggers on the order and the tables its figures come from (migration `analytics_order_facts`). The platform dashboard: its order counts, values and active companies from the daily rollups the triggers keep (migration `analytics`), the rest plain SQL. See the plans below.',
      '',
      '| dashboard | p50 ms | p95 ms | p99 ms | max ms | requests | errors | load average | target p95 ms | met |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      '## Query plans',
      '',
      'Every statement each dashboard runs, `EXPLAIN (ANALYZE, BUFFERS)` on the bench database after the measurement.',
      '',
      ...report.plans,
    ].join('\n'),
  );
}
