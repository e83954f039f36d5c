import { resolvePlace, Role, TransportType, type OrderForm } from '@freight/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { suggestCarriers } from '../src/modules/exchange/suggest-carriers.js';
import { SEND_PUSH_JOB } from '../src/modules/push/push-delivery.js';
import { matchPublishedOrder } from '../src/modules/saved-searches/match-published-order.js';
import { createAccessTokenIssuer, type AuthUser } from '../src/platform/auth/access-token.js';
import { openJobQueue, SCHEDULED_JOB_POLICY } from '../src/platform/jobs/job-queue.js';
import { createMailSeal } from '../src/platform/mail/mail-seal.js';
import { createMailer, SEND_MAIL_JOB } from '../src/platform/mail/mailer.js';
import { startApi, type RunningApi } from './api-server.js';
import { bulkSeed, type BenchSize } from './bulk-seed.js';
import {
  databaseUrl,
  recordingPool,
  replay,
  summary,
  type Summary,
} from './recorded-statements.js';
import { BENCH_PLACES } from './seed-data.js';

/**
 * `npm run bench -- matching` (issue 31): a million orders (the bulk seed), 100,000 saved
 * searches and 20,000 truck offers on PostgreSQL. Three measures, each beside its floor — the
 * same statements, recorded from the app's own code, through a bare `pg` client in the same
 * run:
 * - matching one publication: `matchPublishedOrder` finds the searches and queues the alerts
 *   (target p95 ≤ 50 ms);
 * - an alert reaching an open socket at 20 publications a second, through the built API
 *   (target p95 ≤ 1 s from the publishing request);
 * - an order's suggested carriers over HTTP (target p95 ≤ 100 ms).
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const MATCHING = {
  searches: env('BENCH_SEARCHES', 100_000),
  trucks: env('BENCH_TRUCKS', 20_000),
  matchRuns: env('BENCH_MATCH_RUNS', 300),
  rate: 20,
  seconds: env('BENCH_ALERT_SECONDS', 30),
  suggestions: env('BENCH_SUGGESTION_RUNS', 200),
};
/** Carrier-side users who own the searches: 50 each, the most a user may keep. */
const SEARCHES_PER_USER = 50;

/** The gazetteer's places the bench orders go between: their cities, regions and countries. */
function benchPlaces() {
  const cities = [
    ...new Set(BENCH_PLACES.map(([city]) => resolvePlace(city)).filter((code) => code !== null)),
  ];
  const regions = [...new Set(cities.map((code) => code.split(':')[0] ?? code))];
  const countries = [...new Set(regions.map((code) => code.slice(0, 2)))];
  return { cities, regions, countries };
}

/**
 * 2,000 logisticians (20 per carrier) with 50 searches each, and 600 more who each watch one
 * lane for the socket measure. Searches mostly name a city or region of origin and a region or
 * country of destination, a body or two, a loading window; a few are wider.
 */
async function seedSearches(client: pg.Client, watchers: number): Promise<void> {
  const places = benchPlaces();
  const users = Math.ceil(MATCHING.searches / SEARCHES_PER_USER);
  await client.query(
    `insert into users (company_id, role, email, password_hash, first_name, last_name)
     select c.id, 'ROLE_LOGISTICIAN', 'l' || g || '-' || lower(c.bin) || '@bench.kz',
            'bench-no-login', 'Бенч', 'Логист'
       from (select id, bin, row_number() over (order by bin) as n from companies
              where kind = 'CARRIER' and bin like 'C%') c
       cross join generate_series(1, ceil($1::numeric / (select count(*) from companies
                                                          where kind = 'CARRIER' and bin like 'C%'))::int) g`,
    [users],
  );
  await client.query(`select setseed(0.31)`);
  const bodies = Object.values(TransportType);
  await client.query(
    `insert into saved_searches (user_id, company_id, name, origins, destinations,
       loading_date_from, loading_date_to, body_types, weight_min_tons, weight_max_tons,
       price_min, price_currency, email_frequency)
     select u.id, u.company_id, 'Поиск ' || g,
            case when r.o < 0.45 then array[($1::text[])[1 + floor(r.a * cardinality($1::text[]))::int]]
                 when r.o < 0.90 then array[($2::text[])[1 + floor(r.a * cardinality($2::text[]))::int]]
                 when r.o < 0.98 then array[($3::text[])[1 + floor(r.a * cardinality($3::text[]))::int]]
                 else '{}' end,
            case when r.d < 0.35 then array[($1::text[])[1 + floor(r.b * cardinality($1::text[]))::int]]
                 when r.d < 0.70 then array[($2::text[])[1 + floor(r.b * cardinality($2::text[]))::int]]
                 when r.d < 0.93 then array[($3::text[])[1 + floor(r.b * cardinality($3::text[]))::int]]
                 else '{}' end,
            case when r.w < 0.7 then current_date + floor(r.w * 80)::int end,
            case when r.w < 0.7 then current_date + floor(r.w * 80)::int + 7 end,
            case when r.t < 0.1 then '{}'::text[]
                 when r.t < 0.8 then array[($4::text[])[1 + floor(r.c * cardinality($4::text[]))::int]]
                 else array[($4::text[])[1 + floor(r.c * cardinality($4::text[]))::int],
                            ($4::text[])[1 + floor(r.a * cardinality($4::text[]))::int]] end,
            case when r.m < 0.3 then 5 end, case when r.m < 0.3 then 22 end,
            case when r.m > 0.8 then 300000 + floor(r.b * 500000) end,
            case when r.m > 0.95 then 'USD' when r.m > 0.8 then 'KZT' end,
            case when r.m < 0.1 then 'INSTANT' when r.m < 0.2 then 'DAILY' else 'OFF' end
       from (select id, company_id, row_number() over (order by email) as n from users
              where role = 'ROLE_LOGISTICIAN' and email like 'l%@bench.kz') u
       cross join generate_series(1, $5::int) g
       cross join lateral (select random() as o, random() as d, random() as w, random() as t,
                                  random() as m, random() as a, random() as b, random() as c,
                                  g + u.n as tie) r
      where (u.n - 1) * $5::int + g <= $6::int`,
    [places.cities, places.regions, places.countries, bodies, SEARCHES_PER_USER, MATCHING.searches],
  );
  // The watchers: one search each, for one weight of Almaty → Uzbekistan tents that only the
  // bench's own publication of that weight has (the background orders weigh whole tens of kg).
  await client.query(
    `insert into users (company_id, role, email, password_hash, first_name, last_name)
     select (select id from companies where kind = 'CARRIER' and bin like 'C%' order by bin limit 1),
            'ROLE_LOGISTICIAN', 'watcher' || g || '@bench.kz', 'bench-no-login', 'Бенч', 'Дозор'
       from generate_series(1, $1::int) g`,
    [watchers],
  );
  await client.query(
    `insert into saved_searches (user_id, company_id, name, origins, destinations, body_types,
                                 weight_min_tons, weight_max_tons, push_enabled)
     select u.id, u.company_id, 'Дозор', array['KZ-75'], array['UZ'], array['TENT'],
            round(10 + n / 1000.0, 3), round(10 + n / 1000.0, 3), false
       from (select id, company_id, substring(email from 'watcher(\\d+)@')::int as n from users
              where email like 'watcher%@bench.kz') u`,
  );
}

/** The weight only watcher `n`'s publication has: 10 t and n grams. */
const watcherWeight = (n: number) => Math.round((10 + n / 1000) * 1000) / 1000;

/** 2,000 more vehicles (20 per carrier) with bodies and capacities, and 20,000 offers of them. */
async function seedTrucks(client: pg.Client): Promise<void> {
  const { cities } = benchPlaces();
  const bodies = Object.values(TransportType);
  await client.query(`select setseed(0.77)`);
  await client.query(
    `insert into vehicles (company_id, plate_number, tech_passport_number, brand, model, vin,
                           region, manufacture_year, registration_date, engine_volume, body_type,
                           capacity_tons, capacity_m3)
     select c.id, lpad(g::text, 3, '0') || substr(c.bin, 9) || 'TR02', c.bin || g,
            'Volvo', 'FH', 'YV2' || lpad(g::text, 3, '0') || substr(c.bin, 2) || 'Q', 'Алматы',
            2021, '2021-03-01', 12.8, ($1::text[])[1 + (g % cardinality($1::text[]))],
            20 + (g % 5), 82 + (g % 10)
       from companies c cross join generate_series(1, 20) g
      where c.kind = 'CARRIER' and c.bin like 'C%'`,
    [bodies],
  );
  await client.query(
    `insert into truck_offers (company_id, vehicle_id, place, region, available_from,
                               available_to, destinations, body_type, capacity_tons, capacity_m3,
                               status, created_by, created_at)
     select v.company_id, v.id, p.place, split_part(p.place, ':', 1), w.from_day, w.from_day + 4,
            case when r.d < 0.4 then '{}'::text[] when r.d < 0.8 then array['UZ']
                 else array[split_part(($1::text[])[1 + floor(r.d * cardinality($1::text[]))::int], ':', 1)] end,
            v.body_type, v.capacity_tons, v.capacity_m3,
            case when w.from_day + 4 < current_date then 'EXPIRED'
                 when r.s < 0.1 then 'WITHDRAWN' else 'ACTIVE' end,
            u.id, now()
       from vehicles v
       join users u on u.company_id = v.company_id and u.role = 'ROLE_DRIVER_COMPANY'
       cross join generate_series(1, ceil($2::numeric / 2000)::int) g
       cross join lateral (select random() as d, random() as s, random() as p, random() as w) r
       cross join lateral (select ($1::text[])[1 + floor(r.p * cardinality($1::text[]))::int] as place) p
       cross join lateral (select current_date - 60 + floor(r.w * 90)::int as from_day) w
      where v.body_type is not null`,
    [cities, MATCHING.trucks],
  );
}

/** A new order of forwarder `owner` from Almaty to Tashkent weighing `weight` tons. */
function watchedOrder(weight: number, loadingDay: string): OrderForm {
  const point = (type: 'LOADING' | 'UNLOADING', city: string) => ({
    type,
    city,
    address: `${city}, склад 1`,
    contactPerson: 'Айгуль Сапарова',
    phone: '+7 701 512 3344',
  });
  return {
    plannedLoadingDate: loadingDay,
    plannedUnloadingDate: loadingDay,
    transportType: 'TENT',
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: 650_000,
    currency: 'KZT',
    cargoName: 'Бытовая техника',
    instantBooking: false,
    publicationStage: 'PUBLIC',
    cargoWeightTons: weight,
    cargoVolumeM3: 60,
    packageType: 'PALLETS',
    seats: 20,
    loadingMethod: 'REAR',
    transportationType: 'INTERNATIONAL',
    transportationView: 'ROAD',
    route: [point('LOADING', 'Алматы'), point('UNLOADING', 'Ташкент')],
    saveMode: 'PUBLISH',
  };
}

export interface MatchingBenchResult {
  matchesPerPublication: number;
  match: { app: Summary; floor: Summary };
  alert: { latency: Summary; delivered: number; expected: number; publishErrors: number };
  suggestions: { app: Summary; floor: Summary };
}

async function measureMatching(benchUrl: string, client: pg.Client, secret: string) {
  const handle = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
  const log = Fastify({ logger: false }).log;
  const jobs = await openJobQueue({
    database: handle,
    log,
    maintenanceIntervalSeconds: 3600,
    pollingIntervalSeconds: 3600,
  });
  // The queues the matching writes into, as the app defines them; no worker runs here, the
  // jobs stay queued (the socket measure below runs the app's own workers).
  for (const name of [SEND_MAIL_JOB, SEND_PUSH_JOB]) {
    await jobs.define({ name, policy: SCHEDULED_JOB_POLICY, handle: async () => {} });
  }
  const { pool, state } = recordingPool(benchUrl);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const mailer = createMailer({
    db,
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'bench@bench.kz',
    log,
    seal: createMailSeal(secret),
    jobs,
  });
  const { rows: orders } = await client.query<{ id: string }>(
    `select id from orders where status = 'PUBLISHED' order by md5(id::text) limit $1`,
    [MATCHING.matchRuns],
  );
  const app: number[] = [];
  const floor: number[] = [];
  let matches = 0;
  try {
    for (const { id } of orders) {
      state.recording = [];
      const started = performance.now();
      const found = await matchPublishedOrder(
        { db, mailer, jobs, publicUrl: 'http://bench.local' },
        id,
      );
      app.push(performance.now() - started);
      matches += found.length;
      const statements = state.recording;
      state.recording = null;
      // The same statements on a bare client, with the order's matches taken away first so
      // the inserts do the same work; rolled back after.
      floor.push(
        await replay(client, statements, {
          text: 'delete from saved_search_matches where order_id = $1',
          values: [id],
        }),
      );
    }
  } finally {
    await pool.end();
    await jobs.stop();
    await handle.close();
  }
  return {
    matchesPerPublication: Math.round((matches / Math.max(orders.length, 1)) * 10) / 10,
    match: { app: summary(app), floor: summary(floor) },
  };
}

function openSocket(url: string, token: string, onNotice: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('socket not ready in 20 s')), 20_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString()) as { type: string };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'notifications') onNotice();
    });
  });
}

async function measureAlerts(api: RunningApi, client: pg.Client, secret: string) {
  const tokens = createAccessTokenIssuer(secret, 3600);
  const tokenOf = (user: { id: string; role: string; company_id: string }) =>
    tokens.sign(
      { id: user.id, role: user.role as Role, companyId: user.company_id, underReview: false },
      0,
    );
  const { rows: watchers } = await client.query<{
    id: string;
    role: string;
    company_id: string;
    n: number;
  }>(
    `select id, role, company_id, substring(email from 'watcher(\\d+)@')::int as n from users
      where email like 'watcher%@bench.kz' order by 4`,
  );
  const { rows: forwarders } = await client.query<{ id: string; role: string; company_id: string }>(
    `select u.id, u.role, u.company_id from users u join companies c on c.id = u.company_id
      where c.kind = 'FORWARDER' and c.bin like 'F%' order by c.bin limit 20`,
  );
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const wsUrl = `${api.baseUrl.replace('http', 'ws')}/api/ws`;
  for (let start = 0; start < watchers.length; start += 50) {
    await Promise.all(
      watchers.slice(start, start + 50).map(async (watcher) => {
        let heard = false;
        sockets.push(
          await openSocket(wsUrl, await tokenOf(watcher), () => {
            const sent = sentAt.get(watcher.n);
            if (heard || sent === undefined) return;
            heard = true;
            latencies.push(performance.now() - sent);
          }),
        );
      }),
    );
  }
  const forwarderTokens = await Promise.all(forwarders.map((forwarder) => tokenOf(forwarder)));
  const loadingDay = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const total = Math.min(MATCHING.rate * MATCHING.seconds, watchers.length);
  let publishErrors = 0;
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / MATCHING.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = watchers[index]?.n ?? index + 1;
    sentAt.set(n, performance.now());
    posts.push(
      fetch(`${api.baseUrl}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${forwarderTokens[index % forwarderTokens.length]}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(watchedOrder(watcherWeight(n), loadingDay)),
      }).then(async (response) => {
        if (!response.ok) {
          publishErrors += 1;
          if (publishErrors <= 3) console.error(response.status, await response.text());
        }
      }),
    );
  }
  await Promise.all(posts);
  // Every alert arrives or 10 s pass.
  const deadline = performance.now() + 10_000;
  while (latencies.length < total - publishErrors && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const socket of sockets) socket.close();
  return {
    latency: summary(latencies),
    delivered: latencies.length,
    expected: total - publishErrors,
    publishErrors,
  };
}

async function measureSuggestions(
  api: RunningApi,
  benchUrl: string,
  client: pg.Client,
  secret: string,
) {
  const tokens = createAccessTokenIssuer(secret, 3600);
  const { rows: orders } = await client.query<{ id: string; user_id: string; company_id: string }>(
    `select o.id, o.created_by as user_id, o.owner_company_id as company_id from orders o
      where o.status = 'PUBLISHED' and o.route_from_place <> '' order by md5(o.id::text || 's')
      limit $1`,
    [MATCHING.suggestions],
  );
  const { pool, state } = recordingPool(benchUrl);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const app: number[] = [];
  const floor: number[] = [];
  try {
    for (const order of orders) {
      const actor: AuthUser = {
        id: order.user_id,
        role: Role.FORWARDER,
        companyId: order.company_id,
        underReview: false,
      };
      const token = await tokens.sign(actor, 0);
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/orders/${order.id}/suggested-carriers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      app.push(performance.now() - started);
      if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
      state.recording = [];
      await suggestCarriers({ db }, actor, order.id);
      const statements = state.recording;
      state.recording = null;
      floor.push(await replay(client, statements));
    }
  } finally {
    await pool.end();
  }
  return { app: summary(app), floor: summary(floor) };
}

const line = (label: string, app: Summary, floor: Summary) =>
  `| ${label} | ${app.p50} | ${app.p95} | ${app.p99} | ${floor.p50} | ${floor.p95} | ` +
  `${Math.round((app.p95 / floor.p95) * 100) / 100} |`;

function report(result: MatchingBenchResult, seedSeconds: number | null): string {
  return [
    '# Matching benchmark — latest run',
    '',
    `Written by \`npm run bench -- matching\` (apps/api/bench/matching.ts) on ${new Date().toISOString()}. Do not edit by hand.`,
    '',
    `- Data: 1,000,000 orders (the bulk seed), ${MATCHING.searches.toLocaleString('en')} saved searches of ` +
      `${Math.ceil(MATCHING.searches / SEARCHES_PER_USER)} logisticians, ` +
      `${MATCHING.trucks.toLocaleString('en')} truck offers${seedSeconds === null ? '' : `; seeded in ${Math.round(seedSeconds)} s`}.`,
    `- Matches per publication: ${result.matchesPerPublication} on average.`,
    '',
    '| Measure (ms) | app p50 | app p95 | app p99 | floor p50 | floor p95 | p95 ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    line('Matching a publication (in process)', result.match.app, result.match.floor),
    line('Suggested carriers (HTTP)', result.suggestions.app, result.suggestions.floor),
    '',
    `Alert to an open socket at ${MATCHING.rate} publications a second: p50 ${result.alert.latency.p50} ms · ` +
      `p95 ${result.alert.latency.p95} ms · p99 ${result.alert.latency.p99} ms · max ${result.alert.latency.max} ms; ` +
      `${result.alert.delivered} of ${result.alert.expected} delivered, ${result.alert.publishErrors} publish errors.`,
    '',
  ].join('\n');
}

/** Runs the three measures on a database of its own (or BENCH_DATABASE, kept from a run before). */
export async function runMatchingBench(
  adminUrl: string,
  resultsDir: string,
  size: BenchSize,
): Promise<MatchingBenchResult> {
  const reused = process.env.BENCH_DATABASE;
  const name = reused ?? `bench_matching_${Date.now()}`;
  const benchUrl = databaseUrl(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: benchUrl });
  let api: RunningApi | undefined;
  try {
    const database = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
    await database.migrate();
    await database.close();
    await client.connect();
    let seedSeconds: number | null = null;
    const watchers = MATCHING.rate * MATCHING.seconds;
    if (!reused) {
      const started = Date.now();
      await bulkSeed(client, size);
      await seedSearches(client, watchers);
      await seedTrucks(client);
      await client.query('vacuum (analyze)');
      seedSeconds = (Date.now() - started) / 1000;
      console.log(`matching: seeded in ${Math.round(seedSeconds)} s`);
    }
    const secret = randomBytes(32).toString('base64url');
    const matching = await measureMatching(benchUrl, client, secret);
    console.log(`matching: ${JSON.stringify(matching)}`);
    api = await startApi(benchUrl, secret, { env: { WRITE_RATE_LIMIT_MAX: '100000000' } });
    const alert = await measureAlerts(api, client, secret);
    console.log(`matching: alerts ${JSON.stringify(alert)}`);
    const suggestions = await measureSuggestions(api, benchUrl, client, secret);
    console.log(`matching: suggestions ${JSON.stringify(suggestions)}`);
    const result = { ...matching, alert, suggestions };
    writeFileSync(path.join(resultsDir, 'matching.md'), report(result, seedSeconds));
    console.log(`matching: report written to ${path.join(resultsDir, 'matching.md')}`);
    return result;
  } finally {
    await api?.stop();
    await client.end();
    if (!reused && process.env.BENCH_KEEP_DATABASE !== '1') {
      await admin.query(`drop database if exists ${name} with (force)`);
    } else {
      console.log(`matching: database ${name} kept`);
    }
    await admin.end();
  }
}
