import { platformToday, Role, type OrderFormInput } from '@freight/shared';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createAccessTokenIssuer,
  type AccessTokenIssuer,
} from '../src/platform/auth/access-token.js';
import { startApi } from './api-server.js';
import { percentile } from './load-test.js';
import { CPU_SIDES, cpuSpent, cpuTotal, readCpu, type CpuSpent } from './process-cpu.js';

/**
 * `npm run bench -- write` (issue 11): create an order, respond to it and accept the response,
 * each at 20 connections through the built API's HTTP routes, on the kept million-order
 * database (BENCH_DATABASE), once per pool size of BENCH_POOL_SIZES, interleaved over
 * BENCH_WRITE_ROUNDS rounds; writes bench-results/write-path.md. The orders of a round are
 * created by its create phase, its responses answer those orders and its acceptances accept
 * those responses: each phase prepares the next one's targets.
 */

export const WRITE_CONNECTIONS = 20;
/** Far above what the bench sends: the write limit would otherwise answer 429 (issue 11). */
export const BENCH_WRITE_LIMIT = '100000000';
/** The environment of every API process a writing scenario starts: no write is refused. */
export const WRITES_ALLOWED = { WRITE_RATE_LIMIT_MAX: BENCH_WRITE_LIMIT };

const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POOL_SIZES = (process.env.BENCH_POOL_SIZES ?? '5,10,20,30').split(',').map(Number);
const ROUNDS = envNumber('BENCH_WRITE_ROUNDS', 2);
const REQUESTS = envNumber('BENCH_WRITE_REQUESTS', 1_000);
/** The steady pace of the open-loop cycle, in requests a second. */
const STEADY_RATE = envNumber('BENCH_WRITE_RATE', 100);
const WARM_UP_REQUESTS = 100;
const OPERATIONS = ['create', 'respond', 'accept'] as const;

/** One request of the bench's driver; any status but `expect` counts as an error. */
export interface BenchCall {
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  token: string | null;
  body?: unknown;
  expect: number;
  /** Told the answer's body when the status was the expected one. */
  onAnswer?: (body: string) => void;
}

export interface CallRecord {
  operation: string;
  ms: number;
  ok: boolean;
  /** When its latency began (`performance.now()`): sent, or scheduled in an open loop. */
  at: number;
}

export type SendCall = (call: BenchCall) => Promise<CallRecord>;

/** Keep-alive HTTP/1.1 to the API with at most `connections` sockets. */
export function benchClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let reportedErrors = 0;
  const send: SendCall = (call) =>
    new Promise((resolve, reject) => {
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      const started = performance.now();
      const request = http.request(
        {
          agent,
          host: hostname,
          port,
          method: call.method,
          path: call.path,
          headers: {
            ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const ms = performance.now() - started;
            const body = Buffer.concat(chunks).toString('utf8');
            const ok = response.statusCode === call.expect;
            if (ok) call.onAnswer?.(body);
            else if (reportedErrors++ < 5) {
              console.log(`  ${call.operation}: ${response.statusCode} ${body.slice(0, 300)}`);
            }
            resolve({ operation: call.operation, ms, ok, at: started });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/** `connections` loops, each sending what `next` gives until it gives null. */
export async function closedLoop(
  send: SendCall,
  connections: number,
  next: () => BenchCall | null,
  onRecord: (record: CallRecord) => void,
): Promise<void> {
  const loop = async () => {
    for (let call = next(); call; call = next()) onRecord(await send(call));
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

/**
 * `perSecond` requests a second on a fixed schedule, whatever the pace of the answers (an open
 * loop), with at most `connections` in flight. A request whose time comes while all are busy
 * waits for one, and its latency runs from its scheduled time, so the wait is counted.
 */
export async function openLoop(
  send: SendCall,
  connections: number,
  perSecond: number,
  next: () => BenchCall | null,
  onRecord: (record: CallRecord) => void,
): Promise<void> {
  const started = performance.now();
  let turn = 0;
  const loop = async () => {
    for (let call = next(); call; call = next()) {
      const scheduled = started + (turn++ * 1000) / perSecond;
      const wait = scheduled - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const record = await send(call);
      onRecord({ ...record, ms: performance.now() - scheduled, at: scheduled });
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

interface Writer {
  token: string;
}
interface Carrier extends Writer {
  driverId: string;
  vehicleId: string;
}
export interface WriteActors {
  forwarders: Writer[];
  carriers: Carrier[];
}

/** The owners of the first `count` bench forwarders and carriers, with signed tokens. */
export async function writeActors(
  client: pg.Client,
  tokens: AccessTokenIssuer,
  count: number,
): Promise<WriteActors> {
  const forwarderRows = await client.query<{ id: string; company_id: string; epoch: number }>(
    `select u.id, u.company_id, u.session_epoch as epoch
       from companies c join users u on u.company_id = c.id
      where c.kind = 'FORWARDER' and c.bin like 'F%' order by c.bin limit $1`,
    [count],
  );
  const carrierRows = await client.query<{
    id: string;
    company_id: string;
    epoch: number;
    driver_id: string;
    vehicle_id: string;
  }>(
    `select distinct on (c.bin) u.id, u.company_id, u.session_epoch as epoch,
            d.id as driver_id, v.id as vehicle_id
       from companies c
       join users u on u.company_id = c.id
       join drivers d on d.company_id = c.id and d.status = 'APPROVED'
       join vehicles v on v.company_id = c.id
      where c.kind = 'CARRIER' and c.bin like 'C%' order by c.bin limit $1`,
    [count],
  );
  const sign = (row: { id: string; company_id: string; epoch: number }, role: Role) =>
    tokens.sign({ id: row.id, role, companyId: row.company_id, underReview: false }, row.epoch);
  return {
    forwarders: await Promise.all(
      forwarderRows.rows.map(async (row) => ({ token: await sign(row, Role.FORWARDER) })),
    ),
    carriers: await Promise.all(
      carrierRows.rows.map(async (row) => ({
        token: await sign(row, Role.DRIVER_COMPANY),
        driverId: row.driver_id,
        vehicleId: row.vehicle_id,
      })),
    ),
  };
}

const daysAhead = (days: number) => platformToday(new Date(Date.now() + days * 86_400_000));

function orderForm(): OrderFormInput {
  const point = (type: 'LOADING' | 'UNLOADING', city: string) => ({
    type,
    city,
    address: `${city}, ул. Абая, 10`,
    contactPerson: 'Айгуль Сапарова',
    phone: '+7 701 123 45 67',
    lat: null,
    lng: null,
  });
  return {
    plannedLoadingDate: daysAhead(10),
    plannedUnloadingDate: daysAhead(13),
    transportType: 'TENT',
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: 450_000,
    currency: 'KZT',
    cargoName: 'Керамическая плитка',
    cargoWeightTons: 19.5,
    cargoVolumeM3: 82,
    packageType: 'PALLETS',
    seats: 33,
    seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.5 },
    declaredValue: 12_000_000,
    declaredValueCurrency: 'KZT',
    loadingMethod: 'REAR',
    transportationType: 'DOMESTIC',
    transportationView: 'ROAD',
    specialConditions: 'Не кантовать',
    route: [point('LOADING', 'Алматы'), point('UNLOADING', 'Астана')],
    saveMode: 'PUBLISH',
  };
}

interface CreatedOrder {
  orderId: string;
  version: number;
  ownerToken: string;
}
interface ActiveResponse extends CreatedOrder {
  responseId: string;
}

/**
 * The write cycle's queues: each created order waits for a response, each response for its
 * acceptance by the order's owner.
 */
export function writeCycle(actors: WriteActors) {
  const toRespond: CreatedOrder[] = [];
  const toAccept: ActiveResponse[] = [];
  let turn = 0;
  const pick = <T>(list: T[]): T => list[turn++ % list.length] as T;
  return {
    toRespond,
    toAccept,
    create(): BenchCall {
      const owner = pick(actors.forwarders);
      return {
        operation: 'create',
        method: 'POST',
        path: '/api/orders',
        token: owner.token,
        body: orderForm(),
        expect: 201,
        onAnswer: (body) => {
          const order = JSON.parse(body) as { id: string; version: number };
          toRespond.push({ orderId: order.id, version: order.version, ownerToken: owner.token });
        },
      };
    },
    respond(order: CreatedOrder): BenchCall {
      const carrier = pick(actors.carriers);
      return {
        operation: 'respond',
        method: 'POST',
        path: `/api/orders/${order.orderId}/responses`,
        token: carrier.token,
        body: {
          driverId: carrier.driverId,
          vehicleId: carrier.vehicleId,
          price: 430_000,
          currency: 'KZT',
        },
        expect: 201,
        onAnswer: (body) => {
          toAccept.push({ ...order, responseId: (JSON.parse(body) as { id: string }).id });
        },
      };
    },
    accept(response: ActiveResponse): BenchCall {
      return {
        operation: 'accept',
        method: 'POST',
        path: `/api/orders/${response.orderId}/responses/${response.responseId}/accept`,
        token: response.ownerToken,
        body: { version: response.version },
        expect: 200,
      };
    },
  };
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

export function latencySummary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted.at(-1) ?? Number.NaN),
  };
}

export function benchDatabaseUrl(adminUrl: string): string {
  const name = process.env.BENCH_DATABASE;
  if (!name) throw new Error('this scenario runs on a kept database: set BENCH_DATABASE');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Measured {
  latencies: number[];
  errors: number;
  seconds: number;
  /** When the phase began, to set beside PostgreSQL's log (its checkpoints). */
  startedAt: Date;
  /** Seconds into the phase at which a request slower than SLOW_MS began. */
  slowAt: number[];
  /** CPU ms each side used during the phase. */
  cpu: CpuSpent;
}

const noCpu = (): CpuSpent => ({ api: 0, postgres: 0, client: 0 });
const emptyMeasure = (): Measured => ({
  latencies: [],
  errors: 0,
  seconds: 0,
  startedAt: new Date(),
  slowAt: [],
  cpu: noCpu(),
});

/** A request this slow at a steady pace is a stall, not a queue: the log says when they began. */
const SLOW_MS = 50;

/** "3 from 4.1 s to 4.6 s" of a phase's slow requests, or "none". */
function slowSpan(slowAt: readonly number[]): string {
  if (slowAt.length === 0) return 'none';
  const first = Math.min(...slowAt).toFixed(1);
  const last = Math.max(...slowAt).toFixed(1);
  return `${slowAt.length} from ${first} s to ${last} s`;
}

/** `saturating`: 20 requests always in flight; `steady`: STEADY_RATE a second. */
type Pace = 'saturating' | 'steady';
const PACES: readonly Pace[] = ['saturating', 'steady'];

/**
 * Runs `count` creates, then as many responses to them, then as many acceptances, at `pace`.
 */
async function runCycle(
  send: SendCall,
  actors: WriteActors,
  count: number,
  apiPid: number,
  pace: Pace,
) {
  const cycle = writeCycle(actors);
  const measured = new Map<string, Measured>();
  const phase = async (operation: string, next: () => BenchCall | null) => {
    const result = emptyMeasure();
    const cpuBefore = readCpu(apiPid);
    const started = performance.now();
    const onRecord = (record: CallRecord) => {
      result.latencies.push(record.ms);
      if (!record.ok) result.errors += 1;
      if (record.ms > SLOW_MS) result.slowAt.push((record.at - started) / 1000);
    };
    if (pace === 'saturating') await closedLoop(send, WRITE_CONNECTIONS, next, onRecord);
    else await openLoop(send, WRITE_CONNECTIONS, STEADY_RATE, next, onRecord);
    result.seconds = (performance.now() - started) / 1000;
    result.cpu = cpuSpent(cpuBefore, readCpu(apiPid));
    measured.set(operation, result);
  };
  let created = 0;
  await phase('create', () => (created++ < count ? cycle.create() : null));
  await phase('respond', () => {
    const order = cycle.toRespond.pop();
    return order ? cycle.respond(order) : null;
  });
  await phase('accept', () => {
    const response = cycle.toAccept.pop();
    return response ? cycle.accept(response) : null;
  });
  return measured;
}

/** Adds a phase's figures to those of its pace, pool size and operation over the rounds. */
function addTo(totals: Map<string, Measured>, key: string, result: Measured): void {
  const total = totals.get(key) ?? emptyMeasure();
  total.latencies.push(...result.latencies);
  total.errors += result.errors;
  total.seconds += result.seconds;
  for (const side of CPU_SIDES) total.cpu[side] += result.cpu[side];
  totals.set(key, total);
}

/** CPU ms per request of the API, PostgreSQL, the client and their sum, two decimals. */
function cpuColumns(measured: Measured): string[] {
  const count = measured.latencies.length;
  return [...CPU_SIDES.map((side) => measured.cpu[side]), cpuTotal(measured.cpu)].map((ms) =>
    (ms / count).toFixed(2),
  );
}

export async function runWritePathBench(adminUrl: string, resultsDir: string): Promise<void> {
  const url = benchDatabaseUrl(adminUrl);
  const secret = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const actors = await writeActors(client, createAccessTokenIssuer(secret, 7200), 50);
  await client.end();
  const totals = new Map<string, Measured>();
  const loadBefore = loadAverage();
  /** The steady phases one by one, in the order they ran. */
  const steadyPhases: string[] = [];
  let built = false;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const poolSize of POOL_SIZES) {
      const api = await startApi(url, secret, {
        build: !built,
        env: { ...WRITES_ALLOWED, DATABASE_POOL_SIZE: String(poolSize) },
      });
      built = true;
      const { send, close } = benchClient(api.baseUrl, WRITE_CONNECTIONS);
      try {
        await runCycle(send, actors, WARM_UP_REQUESTS, api.pid, 'saturating');
        for (const pace of PACES) {
          const measured = await runCycle(send, actors, REQUESTS, api.pid, pace);
          for (const [operation, result] of measured) {
            addTo(totals, `${pace}|${poolSize}|${operation}`, result);
            const summary = latencySummary(result.latencies);
            console.log(
              `round ${round}, pool ${poolSize}, ${pace}, ${operation}: p50 ${summary.p50} ms · p95 ${summary.p95} ms · ` +
                `${round1(result.latencies.length / result.seconds)} req/s · errors ${result.errors} · ` +
                `CPU ms/request ${cpuColumns(result).join(' / ')} · load ${loadAverage()} · ` +
                `began ${result.startedAt.toISOString()}, over ${SLOW_MS} ms: ${slowSpan(result.slowAt)}`,
            );
            if (pace === 'steady') {
              const { p50, p95 } = latencySummary(result.latencies);
              steadyPhases.push(
                `| ${round} | ${poolSize} | ${operation} | ${result.startedAt.toISOString()} | ` +
                  `${p50} | ${p95} | ${slowSpan(result.slowAt)} |`,
              );
            }
          }
        }
      } finally {
        close();
        await api.stop();
      }
    }
  }
  const rows = (pace: Pace) =>
    POOL_SIZES.flatMap((poolSize) =>
      OPERATIONS.map((operation) => {
        const total = totals.get(`${pace}|${poolSize}|${operation}`);
        if (!total) throw new Error(`no figures for ${pace} pool ${poolSize} ${operation}`);
        const summary = latencySummary(total.latencies);
        return (
          `| ${poolSize} | ${operation} | ${total.latencies.length} | ${summary.p50} | ${summary.p95} | ` +
          `${summary.p99} | ${summary.max} | ${round1(total.latencies.length / total.seconds)} | ${total.errors} | ` +
          `${cpuColumns(total).join(' | ')} |`
        );
      }),
    );
  const header = [
    '| Pool | Operation | Requests | p50 | p95 | p99 | max | req/s | errors | CPU API | CPU PostgreSQL | CPU client | CPU total |',
    '| ---- | --------- | -------- | --- | --- | --- | --- | ----- | ------ | ------- | -------------- | ---------- | --------- |',
  ];
  const report = [
    `# Write path at ${WRITE_CONNECTIONS} connections (issue 11)`,
    '',
    `Command: \`BENCH_DATABASE=${process.env.BENCH_DATABASE} npm run bench -- write\` ` +
      `(BENCH_POOL_SIZES=${POOL_SIZES.join(',')}, BENCH_WRITE_ROUNDS=${ROUNDS}, ` +
      `BENCH_WRITE_REQUESTS=${REQUESTS}), ${new Date().toISOString()}.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average before ` +
      `${loadBefore}, after ${loadAverage()} (the bench's own client and PostgreSQL included).`,
    '',
    `Per round and pool size a fresh API process (WRITE_RATE_LIMIT_MAX=${BENCH_WRITE_LIMIT}, ` +
      `so no write is refused), ${WARM_UP_REQUESTS} unmeasured requests of each operation, ` +
      `then ${REQUESTS} creates, ${REQUESTS} responses to those orders and ${REQUESTS} ` +
      `acceptances of those responses, each phase at ${WRITE_CONNECTIONS} connections ` +
      'through the HTTP API; pool sizes interleaved round by round. Then the same cycle again at ' +
      `a steady ${STEADY_RATE} requests a second (BENCH_WRITE_RATE). Latencies in ms over all rounds.`,
    '',
    'CPU is ms of user + system time per request, read from /proc before and after each phase: ' +
      'the API process, every PostgreSQL process of the machine (a backend that ends during a ' +
      'phase, an idle pool connection closing, takes its time with it), and the bench itself (its HTTP ' +
      `client). The machine has ${os.cpus().length} cores, so their sum bounds what it can do: ` +
      `at most ${os.cpus().length} × 1000 / total requests a second, with the cores fully busy.`,
    '',
    `## Saturating: ${WRITE_CONNECTIONS} requests always in flight`,
    '',
    'Each connection sends its next request as soon as the last is answered, so the machine ' +
      `runs as fast as it can, and a latency is mostly the wait behind the other ${WRITE_CONNECTIONS - 1} requests.`,
    '',
    ...header,
    ...rows('saturating'),
    '',
    `## Steady: ${STEADY_RATE} requests a second, at most ${WRITE_CONNECTIONS} in flight`,
    '',
    'Requests leave on a fixed schedule whatever the answers do (an open loop); a latency runs ' +
      'from the scheduled time, so a request that waits for a free connection counts its wait.',
    '',
    ...header,
    ...rows('steady'),
    '',
    '### The steady phases one by one',
    '',
    `When each began, to set beside PostgreSQL's log (its checkpoints), and when the requests ` +
      `slower than ${SLOW_MS} ms began, in seconds into the phase: at this pace such a request ` +
      'waited on a stall, not behind a queue.',
    '',
    `| Round | Pool | Operation | Began | p50 | p95 | Over ${SLOW_MS} ms |`,
    '| ----- | ---- | --------- | ----- | --- | --- | ------- |',
    ...steadyPhases,
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'write-path.md'), report);
  console.log(report);
}
