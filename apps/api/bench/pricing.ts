import {
  Currency,
  PRICE_HINT,
  Role,
  type PriceHintQuery,
  type TransportType,
} from '@freight/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { rebuildAnalyticsRollups } from '../src/modules/analytics/rollup-repo.js';
import { getPriceHint } from '../src/modules/price-hint/price-hint.js';
import { createAccessTokenIssuer, type AuthUser } from '../src/platform/auth/access-token.js';
import { startApi, type RunningApi } from './api-server.js';
import { bulkSeed, type BenchSize } from './bulk-seed.js';
import {
  databaseUrl,
  recordingPool,
  replay,
  summary,
  type Summary,
} from './recorded-statements.js';
import { BENCH_PLACE_COORDINATES, BENCH_PLACES, BENCH_TRANSPORT_SLOTS } from './seed-data.js';

/**
 * `npm run bench -- pricing` (issue 32): the price hint over a million orders (the bulk seed;
 * 58 % completed over three years, each completed two days after its planned unloading, its
 * route's points placed), with three years of daily rates of every foreign currency. The hint
 * through the built API (target p95 ≤ 20 ms), beside its floor: the statements the service
 * sends, recorded in process and replayed on a bare `pg` client in the same run.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const PRICING = { runs: env('BENCH_PRICING_RUNS', 500) };

/** Tenge per unit, about late 2026; the bench's rates drift around them day by day. */
const BENCH_RATES: readonly (readonly [Currency, number])[] = [
  ['USD', 482],
  ['EUR', 520],
  ['RUB', 5.95],
  ['CNY', 66.4],
  ['UZS', 0.0398],
  ['KGS', 5.53],
];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`  pricing: ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * What the price hint reads beyond the bulk seed: the route points' coordinates (for the
 * per-km figures), each completed order's completion step, and the rates. The triggers are
 * off while loading; the facts and the lanes are then rebuilt the way the app keeps them.
 */
async function seedPricing(client: pg.Client): Promise<void> {
  await client.query(`set session_replication_role = replica`);
  await timed('coordinates of the route points', () =>
    client.query(
      `update order_route_points p set lat = c.lat, lng = c.lng
         from unnest($1::text[], $2::float8[], $3::float8[]) as c(city, lat, lng)
        where p.city = c.city`,
      [
        BENCH_PLACE_COORDINATES.map(([city]) => city),
        BENCH_PLACE_COORDINATES.map(([, lat]) => lat),
        BENCH_PLACE_COORDINATES.map(([, , lng]) => lng),
      ],
    ),
  );
  await timed('completion steps', () =>
    client.query(`
      insert into order_trip_steps (order_id, step, actual_at, recorded_by, created_at)
      select o.id, 'COMPLETED', o.planned_unloading_date + 2 + time '12:00', o.created_by,
             o.planned_unloading_date + 2 + time '12:00'
        from orders o where o.status = 'COMPLETED'`),
  );
  await timed('three years of daily rates', () =>
    client.query(
      `insert into exchange_rates (currency, rate_date, rate_to_kzt)
       select r.currency, d::date, round((r.rate * (1 + 0.05 * sin(extract(doy from d) / 30)))::numeric, 6)
         from unnest($1::text[], $2::float8[]) as r(currency, rate)
         cross join generate_series(current_date - 1100, current_date, interval '1 day') d`,
      [BENCH_RATES.map(([currency]) => currency), BENCH_RATES.map(([, rate]) => rate)],
    ),
  );
  // The facts and lanes in bulk, in this session with the triggers off: row by row through
  // the triggers, a million facts rows took past 15 minutes.
  await timed('order facts and lanes', () => rebuildAnalyticsRollups(drizzle({ client })));
  await client.query(`set session_replication_role = origin`);
  await timed('vacuum analyze', () => client.query('vacuum (analyze)'));
}

/** The lanes a forwarder prices: the bench's cities in pairs, its bodies, every currency. */
function queries(count: number): PriceHintQuery[] {
  const cities = [...new Set(BENCH_PLACES.map(([city]) => city))];
  const coordinates = new Map(
    BENCH_PLACE_COORDINATES.map(([city, lat, lng]) => [city, [lat, lng]]),
  );
  const currencies = Object.values(Currency);
  let state = 32;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return Array.from({ length: count }, () => {
    const fromCity = pick(cities);
    const toCity = pick(cities.filter((city) => city !== fromCity));
    const known = coordinates.has(fromCity) && coordinates.has(toCity);
    return {
      fromCity,
      toCity,
      bodyType: pick(BENCH_TRANSPORT_SLOTS) as TransportType,
      currency: pick(currencies),
      km: known ? 300 + Math.round(next() * 3000) : undefined,
    };
  });
}

export interface PricingBenchResult {
  lanes: number;
  deals: number;
  withFigures: number;
  hint: { app: Summary; floor: Summary };
}

async function measureHints(
  api: RunningApi,
  benchUrl: string,
  client: pg.Client,
  secret: string,
): Promise<{ app: Summary; floor: Summary; withFigures: number }> {
  const tokens = createAccessTokenIssuer(secret, 3600);
  const { rows } = await client.query<{ id: string; company_id: string }>(
    `select u.id, u.company_id from users u join companies c on c.id = u.company_id
      where c.kind = 'FORWARDER' and c.bin like 'F%' order by c.bin limit 1`,
  );
  const forwarder = rows[0];
  if (!forwarder) throw new Error('pricing: no bench forwarder');
  const actor: AuthUser = {
    id: forwarder.id,
    role: Role.FORWARDER,
    companyId: forwarder.company_id,
    underReview: false,
  };
  const token = await tokens.sign(actor, 0);
  const { pool, state } = recordingPool(benchUrl);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const app: number[] = [];
  const floor: number[] = [];
  let withFigures = 0;
  try {
    for (const query of queries(PRICING.runs)) {
      const params = new URLSearchParams({
        fromCity: query.fromCity,
        toCity: query.toCity,
        bodyType: query.bodyType,
        currency: query.currency,
      });
      if (query.km) params.set('km', String(query.km));
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/price-hint?${params.toString()}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = (await response.json()) as { basis: string | null };
      app.push(performance.now() - started);
      if (!response.ok) throw new Error(`price hint answered ${response.status}`);
      if (answer.basis !== null) withFigures += 1;
      state.recording = [];
      await getPriceHint({ db }, actor, query);
      const statements = state.recording;
      state.recording = null;
      floor.push(await replay(client, statements));
    }
  } finally {
    await pool.end();
  }
  return { app: summary(app), floor: summary(floor), withFigures };
}

function report(result: PricingBenchResult, seedSeconds: number | null): string {
  const { app, floor } = result.hint;
  return [
    '# Price hint benchmark — latest run',
    '',
    `Written by \`npm run bench -- pricing\` (apps/api/bench/pricing.ts) on ${new Date().toISOString()}. Do not edit by hand.`,
    '',
    `- Data: 1,000,000 orders (the bulk seed); ${result.deals.toLocaleString('en')} completed deals in the ` +
      `lanes' rollup over ${result.lanes} lanes; three years of daily rates` +
      `${seedSeconds === null ? '' : `; seeded in ${Math.round(seedSeconds)} s`}.`,
    `- ${PRICING.runs} hints of random city pairs, bodies and currencies; ${result.withFigures} had figures ` +
      `(at least ${PRICE_HINT.minDeals} deals on the lane or a wider one).`,
    '',
    '| Measure (ms) | app p50 | app p95 | app p99 | floor p50 | floor p95 | p95 ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| Price hint (HTTP) | ${app.p50} | ${app.p95} | ${app.p99} | ${floor.p50} | ${floor.p95} | ` +
      `${Math.round((app.p95 / floor.p95) * 100) / 100} |`,
    '',
  ].join('\n');
}

/** Runs the measure on a database of its own (or BENCH_DATABASE, kept from a run before). */
export async function runPricingBench(
  adminUrl: string,
  resultsDir: string,
  size: BenchSize,
): Promise<PricingBenchResult> {
  const reused = process.env.BENCH_DATABASE;
  const name = reused ?? `bench_pricing_${Date.now()}`;
  const benchUrl = databaseUrl(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: benchUrl });
  let api: RunningApi | undefined;
  try {
    const database = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
    await database.migrate();
    await client.connect();
    let seedSeconds: number | null = null;
    if (!reused) {
      const started = Date.now();
      await bulkSeed(client, size);
      await seedPricing(client);
      seedSeconds = (Date.now() - started) / 1000;
      console.log(`pricing: seeded in ${Math.round(seedSeconds)} s`);
    }
    await database.close();
    const { rows } = await client.query<{ lanes: number; deals: number }>(
      `select count(distinct (from_region, to_region, body_type))::int as lanes,
              count(*)::int as deals from lane_price_deals`,
    );
    const secret = randomBytes(32).toString('base64url');
    api = await startApi(benchUrl, secret);
    const hint = await measureHints(api, benchUrl, client, secret);
    const result: PricingBenchResult = {
      lanes: rows[0]?.lanes ?? 0,
      deals: rows[0]?.deals ?? 0,
      withFigures: hint.withFigures,
      hint: { app: hint.app, floor: hint.floor },
    };
    console.log(`pricing: ${JSON.stringify(result)}`);
    writeFileSync(path.join(resultsDir, 'pricing.md'), report(result, seedSeconds));
    console.log(`pricing: report written to ${path.join(resultsDir, 'pricing.md')}`);
    return result;
  } finally {
    await api?.stop();
    await client.end();
    if (!reused && process.env.BENCH_KEEP_DATABASE !== '1') {
      await admin.query(`drop database if exists ${name} with (force)`);
    } else {
      console.log(`pricing: database ${name} kept`);
    }
    await admin.end();
  }
}
