import { platformToday, Role } from '@freight/shared';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccessTokenIssuer } from '../src/platform/auth/access-token.js';
import { hashPassword } from '../src/platform/auth/password.js';
import { startApi, type RunningApi } from './api-server.js';
import { cpuMs } from './process-cpu.js';
import { benchActors } from './bulk-seed.js';
import {
  BENCH_WRITE_LIMIT,
  WRITES_ALLOWED,
  benchClient,
  benchDatabaseUrl,
  closedLoop,
  latencySummary,
  loadAverage,
  round1,
  WRITE_CONNECTIONS,
  writeActors,
  writeCycle,
  type BenchCall,
  type SendCall,
} from './write-path.js';

/**
 * `npm run bench -- soak` (issue 11): BENCH_SOAK_MINUTES (30) of mixed load against one API
 * process on the kept million-order database (BENCH_DATABASE) — the load board, a search,
 * creates, responses and acceptances at 20 connections, a sign-in every two seconds — sampled
 * every minute: requests per operation, the API's CPU time per request, its resident memory
 * and heap. Then the aged process and a fresh one serve the load board alone, interleaved over
 * three rounds, which tells a slowdown of the process from a busier machine. Writes
 * bench-results/soak.md.
 */

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const WARM_UP_MINUTES = Math.min(5, Math.ceil(MINUTES / 3));
const SIGN_IN_EVERY_MS = 2_000;
const PROBE_SECONDS = 15;
const PROBE_ROUNDS = 3;
/**
 * Minutes of the same mixed load a second fresh process serves before the probe: it tells a
 * process slowed by its age from one whose code V8 optimised for the load board alone.
 */
const PRIMING_MINUTES = Number(process.env.BENCH_SOAK_PRIMING_MINUTES ?? 3);
const SIGN_IN = { login: 'soak-sign-in@bench.kz', password: 'soak-bench-password-1' };
/** Shares of the mixed load; a write whose targets are not there yet becomes a create. */
const MIX = { board: 45, search: 15, create: 14, respond: 13, accept: 13 };
const OPERATIONS = ['board', 'search', 'create', 'respond', 'accept', 'sign-in'];
/** Tables a long-running process could fill, and so a query scanning them could slow down on. */
const WATCHED_TABLES = ['rate_limit_counters', 'refresh_tokens', 'notifications', 'audit_log'];

const daysAhead = (days: number) => platformToday(new Date(Date.now() + days * 86_400_000));

/**
 * Loaded into the API process (`--import`): writes its memory and its live handles by kind
 * (sockets, timers, …) to BENCH_PROBE_FILE every second.
 */
const PROBE_SOURCE = `import { renameSync, writeFileSync } from 'node:fs';
setInterval(() => {
  const resources = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  // Written aside and renamed: the bench never reads a half-written file.
  writeFileSync(process.env.BENCH_PROBE_FILE + '.new', JSON.stringify({ ...process.memoryUsage(), resources }));
  renameSync(process.env.BENCH_PROBE_FILE + '.new', process.env.BENCH_PROBE_FILE);
}, 1000).unref();`;

interface Probe {
  rss: number;
  heapUsed: number;
  resources: Record<string, number>;
}

const readProbe = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Probe;

async function prepareSignIn(client: pg.Client): Promise<void> {
  await client.query(
    `insert into users (company_id, role, email, password_hash, first_name, last_name)
     select id, 'ROLE_FORWARDER', $1, $2, 'Бенч', 'Вход' from companies where bin = 'F00000000001'
     on conflict (email) do update set password_hash = excluded.password_hash`,
    [SIGN_IN.login, await hashPassword(SIGN_IN.password)],
  );
}

interface MinuteRow {
  minute: number;
  counts: Record<string, number>;
  errors: number;
  p95: number;
  cpuMsPerRequest: number;
  rssMb: number;
  heapMb: number;
  resources: string;
  tables: string;
  load: string;
}

/** Sends `call` for `seconds` at 20 connections: requests per second and CPU ms per request. */
async function boardProbe(api: RunningApi, call: BenchCall) {
  const { send, close } = benchClient(api.baseUrl, WRITE_CONNECTIONS);
  const cpuBefore = cpuMs(api.pid);
  const started = performance.now();
  const startNs = process.hrtime.bigint();
  const ends = Date.now() + PROBE_SECONDS * 1000;
  const latencies: number[] = [];
  await closedLoop(
    send,
    WRITE_CONNECTIONS,
    () => (Date.now() < ends ? call : null),
    (record) => latencies.push(record.ms),
  );
  close();
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / seconds,
    p95: latencySummary(latencies).p95,
    cpuMsPerRequest: (cpuMs(api.pid) - cpuBefore) / latencies.length,
    window: { startNs, endNs: process.hrtime.bigint(), requests: latencies.length },
  };
}

/**
 * Where each probe ran, for CPU profiles of the probed processes (`BENCH_API_NODE_ARGS=--cpu-prof`):
 * the profiles' timestamps and `process.hrtime` read the same monotonic clock, so a profile's
 * samples inside a process's windows are its load-board time alone, comparable process to
 * process per request. Written to BENCH_SOAK_PROBE_WINDOWS when set.
 */
function writeProbeWindows(probes: BoardRound[], processes: Record<Probed, RunningApi>): void {
  const file = process.env.BENCH_SOAK_PROBE_WINDOWS;
  if (!file) return;
  const windows = probes.flatMap((probe) =>
    PROBED.map((kind) => ({
      kind,
      pid: processes[kind].pid,
      startNs: String(probe[kind].window.startNs),
      endNs: String(probe[kind].window.endNs),
      requests: probe[kind].window.requests,
    })),
  );
  writeFileSync(file, JSON.stringify(windows, null, 2));
  console.log(`probe windows written to ${file}`);
}

/** The processes the probe compares: the soaked one, a fresh one, a fresh one primed. */
const PROBED = ['aged', 'fresh', 'primed'] as const;
type Probed = (typeof PROBED)[number];
/** One round of the load board alone on each process. */
type BoardRound = Record<Probed, Awaited<ReturnType<typeof boardProbe>>> & { load: string };

export async function runSoakBench(adminUrl: string, resultsDir: string): Promise<void> {
  const url = benchDatabaseUrl(adminUrl);
  const secret = randomBytes(32).toString('base64url');
  const tokens = createAccessTokenIssuer(secret, 4 * 3600);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const actors = await writeActors(client, tokens, 50);
  const readers = await benchActors(client);
  await prepareSignIn(client);
  const carrierToken = await tokens.sign(
    {
      id: readers.carrier.userId,
      role: Role.DRIVER_COMPANY,
      companyId: readers.carrier.companyId,
      underReview: false,
    },
    0,
  );
  const cbToken = await tokens.sign(
    { id: readers.cb.userId, role: Role.CB, companyId: readers.cb.companyId, underReview: false },
    0,
  );
  const board: BenchCall = {
    operation: 'board',
    method: 'GET',
    path:
      `/api/orders?status=PUBLISHED&transportType=TENT&loadingDateFrom=${daysAhead(7)}` +
      `&loadingDateTo=${daysAhead(21)}&sort=plannedLoadingDate&pageSize=20`,
    token: carrierToken,
    expect: 200,
  };
  const search: BenchCall = {
    operation: 'search',
    method: 'GET',
    path: `/api/orders?q=${encodeURIComponent('караганда')}&pageSize=20`,
    token: cbToken,
    expect: 200,
  };
  const signIn: BenchCall = {
    operation: 'sign-in',
    method: 'POST',
    path: '/api/auth/login',
    token: null,
    body: SIGN_IN,
    expect: 200,
  };

  const probeFile = path.join(tmpdir(), `freight-soak-probe-${process.pid}.json`);
  // Every process the bench starts lets the writes through, or the primed one would spend its
  // priming answering 429 to the writers.
  const api = await startApi(url, secret, {
    env: { ...WRITES_ALLOWED, BENCH_PROBE_FILE: probeFile },
    nodeArgs: [`--import=data:text/javascript,${encodeURIComponent(PROBE_SOURCE)}`],
  });
  const { send, close } = benchClient(api.baseUrl, WRITE_CONNECTIONS + 1);
  const cycle = writeCycle(actors);
  const total = Object.values(MIX).reduce((sum, share) => sum + share, 0);
  const ends = Date.now() + MINUTES * 60_000;
  /** The mixed load's next request until `until`, then null. */
  const mixedUntil = (until: number) => (): BenchCall | null => {
    if (Date.now() >= until) return null;
    let draw = Math.random() * total;
    if ((draw -= MIX.board) < 0) return board;
    if ((draw -= MIX.search) < 0) return search;
    if ((draw -= MIX.create) >= 0) {
      const isRespond = draw < MIX.respond;
      const order = isRespond ? cycle.toRespond.shift() : undefined;
      if (order) return cycle.respond(order);
      const response = isRespond ? undefined : cycle.toAccept.shift();
      if (response) return cycle.accept(response);
    }
    return cycle.create();
  };
  const next = mixedUntil(ends);

  let minute = { counts: {} as Record<string, number>, errors: 0, latencies: [] as number[] };
  const record: Parameters<typeof closedLoop>[3] = (call) => {
    minute.counts[call.operation] = (minute.counts[call.operation] ?? 0) + 1;
    minute.latencies.push(call.ms);
    if (!call.ok) minute.errors += 1;
  };
  const rows: MinuteRow[] = [];
  let cpuBefore = cpuMs(api.pid);
  const sample = async () => {
    const done = minute;
    minute = { counts: {}, errors: 0, latencies: [] };
    const cpuNow = cpuMs(api.pid);
    const probe = readProbe(probeFile);
    const { rows: tables } = await client.query<{ relname: string; n_live_tup: string }>(
      `select relname, n_live_tup from pg_stat_user_tables where relname = any($1) order by relname`,
      [WATCHED_TABLES],
    );
    const row: MinuteRow = {
      minute: rows.length + 1,
      counts: done.counts,
      errors: done.errors,
      p95: latencySummary(done.latencies).p95,
      cpuMsPerRequest:
        Math.round(((cpuNow - cpuBefore) / Math.max(1, done.latencies.length)) * 100) / 100,
      rssMb: Math.round(probe.rss / 2 ** 20),
      heapMb: Math.round(probe.heapUsed / 2 ** 20),
      resources: Object.entries(probe.resources)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', '),
      tables: tables.map((table) => `${table.relname} ${table.n_live_tup}`).join(', '),
      load: loadAverage(),
    };
    cpuBefore = cpuNow;
    rows.push(row);
    console.log(
      `minute ${row.minute}: ${OPERATIONS.map((op) => `${op} ${row.counts[op] ?? 0}`).join(' · ')} · ` +
        `errors ${row.errors} · p95 ${row.p95} ms · CPU ${row.cpuMsPerRequest} ms/request · ` +
        `RSS ${row.rssMb} MB · heap ${row.heapMb} MB · ${row.resources} · ${row.tables} · load ${row.load}`,
    );
  };

  const sampler = setInterval(() => void sample(), 60_000);
  const signIns = signInLoop(send, signIn, ends, record);
  try {
    await closedLoop(send, WRITE_CONNECTIONS, next, record);
    await signIns;
  } finally {
    clearInterval(sampler);
    close();
  }

  const fresh = await startApi(url, secret, { build: false, env: WRITES_ALLOWED });
  const primed = await startApi(url, secret, { build: false, env: WRITES_ALLOWED });
  const probes: BoardRound[] = [];
  try {
    const priming = benchClient(primed.baseUrl, WRITE_CONNECTIONS);
    const primingCalls = { requests: 0, errors: 0 };
    await closedLoop(
      priming.send,
      WRITE_CONNECTIONS,
      mixedUntil(Date.now() + PRIMING_MINUTES * 60_000),
      (call) => {
        primingCalls.requests += 1;
        if (!call.ok) primingCalls.errors += 1;
      },
    );
    priming.close();
    console.log(
      `primed process: ${primingCalls.requests} requests of mixed load, ${primingCalls.errors} errors`,
    );
    const processes: Record<Probed, RunningApi> = { aged: api, fresh, primed };
    for (let round = 0; round < PROBE_ROUNDS; round++) {
      const probe = { load: '' } as BoardRound;
      // Each round starts with another process, so none is always measured first.
      for (let turn = 0; turn < PROBED.length; turn++) {
        const kind = PROBED[(round + turn) % PROBED.length] ?? 'aged';
        probe[kind] = await boardProbe(processes[kind], board);
      }
      probe.load = loadAverage();
      probes.push(probe);
      console.log(
        `load board alone, round ${round + 1}: ` +
          PROBED.map(
            (kind) =>
              `${kind} ${round1(probe[kind].perSecond)} req/s ` +
              `(${probe[kind].cpuMsPerRequest.toFixed(3)} ms CPU/request, p95 ${probe[kind].p95} ms)`,
          ).join(' · ') +
          ` · load ${probe.load}`,
      );
    }
    writeProbeWindows(probes, processes);
  } finally {
    await primed.stop();
    await fresh.stop();
    await api.stop();
    await client.end();
    rmSync(probeFile, { force: true });
  }
  writeFileSync(path.join(resultsDir, 'soak.md'), soakReport(rows, probes));
  console.log(`report written to ${path.join(resultsDir, 'soak.md')}`);
}

/** One sign-in every SIGN_IN_EVERY_MS until `ends` (argon2 costs too much to run in a loop). */
async function signInLoop(
  send: SendCall,
  call: BenchCall,
  ends: number,
  record: (result: Awaited<ReturnType<SendCall>>) => void,
): Promise<void> {
  while (Date.now() + SIGN_IN_EVERY_MS < ends) {
    const started = Date.now();
    record(await send(call));
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_EVERY_MS - (Date.now() - started)));
  }
}

function soakReport(rows: MinuteRow[], probes: BoardRound[]): string {
  const perMinute = (row: MinuteRow) =>
    OPERATIONS.reduce((sum, op) => sum + (row.counts[op] ?? 0), 0);
  const afterWarmUp = rows[WARM_UP_MINUTES - 1];
  const last = rows.at(-1);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const totalOf = (kind: Probed) => sum(probes.map((probe) => probe[kind].perSecond));
  const lines = [
    `# Soak: ${MINUTES} minutes of mixed load on one API process (issue 11)`,
    '',
    `Command: \`BENCH_DATABASE=${process.env.BENCH_DATABASE} BENCH_SOAK_MINUTES=${MINUTES} ` +
      `npm run bench -- soak\`, ${new Date().toISOString()}.`,
    '',
    `${WRITE_CONNECTIONS} connections in closed loops (shares: ${Object.entries(MIX)
      .map(([op, share]) => `${op} ${share}`)
      .join(', ')}; each created order is later responded to, each response accepted) and ` +
      `one sign-in every ${SIGN_IN_EVERY_MS / 1000} s, WRITE_RATE_LIMIT_MAX=${BENCH_WRITE_LIMIT}. ` +
      'CPU is the API process’s user + system time from /proc; memory and live handles come ' +
      'from a probe loaded into it (`--import`). The load average beside each minute counts ' +
      'the bench’s own client and PostgreSQL too, and any other work on the machine.' +
      (process.env.BENCH_API_NODE_ARGS
        ? ` The API ran with BENCH_API_NODE_ARGS="${process.env.BENCH_API_NODE_ARGS}".`
        : ''),
    '',
    '| Minute | board | search | create | respond | accept | sign-in | req/min | errors | p95 ms | CPU ms/req | RSS MB | heap MB | handles | rows | load |',
    '| ------ | ----- | ------ | ------ | ------- | ------ | ------- | ------- | ------ | ------ | ---------- | ------ | ------- | ------- | ---- | ---- |',
    ...rows.map(
      (row) =>
        `| ${row.minute} | ${OPERATIONS.map((op) => row.counts[op] ?? 0).join(' | ')} | ` +
        `${perMinute(row)} | ${row.errors} | ${row.p95} | ${row.cpuMsPerRequest} | ${row.rssMb} | ` +
        `${row.heapMb} | ${row.resources} | ${row.tables} | ${row.load} |`,
    ),
    '',
  ];
  if (afterWarmUp && last) {
    lines.push(
      `After the warm-up (minute ${afterWarmUp.minute}) → the last minute: ` +
        `${perMinute(afterWarmUp)} → ${perMinute(last)} requests per minute ` +
        `(${round1((perMinute(last) / perMinute(afterWarmUp)) * 100)} %), ` +
        `CPU ${afterWarmUp.cpuMsPerRequest} → ${last.cpuMsPerRequest} ms per request, ` +
        `RSS ${afterWarmUp.rssMb} → ${last.rssMb} MB, heap ${afterWarmUp.heapMb} → ${last.heapMb} MB.`,
      '',
    );
  }
  lines.push(
    `The load board alone at ${WRITE_CONNECTIONS} connections, ${PROBE_SECONDS} s per process ` +
      `and round, each round starting with another process: the aged process, a fresh one, and ` +
      `a fresh one that first served ${PRIMING_MINUTES} minutes of the same mixed load (primed):`,
    '',
    '| Round | aged req/s | fresh req/s | primed req/s | aged / fresh | aged / primed | aged CPU ms/req | fresh CPU ms/req | primed CPU ms/req | load |',
    '| ----- | ---------- | ----------- | ------------ | ------------ | ------------- | --------------- | ---------------- | ----------------- | ---- |',
    ...probes.map(
      (probe, index) =>
        `| ${index + 1} | ${round1(probe.aged.perSecond)} | ${round1(probe.fresh.perSecond)} | ` +
        `${round1(probe.primed.perSecond)} | ` +
        `${(probe.aged.perSecond / probe.fresh.perSecond).toFixed(2)} | ` +
        `${(probe.aged.perSecond / probe.primed.perSecond).toFixed(2)} | ` +
        `${probe.aged.cpuMsPerRequest.toFixed(3)} | ${probe.fresh.cpuMsPerRequest.toFixed(3)} | ` +
        `${probe.primed.cpuMsPerRequest.toFixed(3)} | ${probe.load} |`,
    ),
    '',
    `Over the ${PROBE_ROUNDS} rounds: aged / fresh throughput ` +
      `${(totalOf('aged') / totalOf('fresh')).toFixed(2)}, aged / primed ` +
      `${(totalOf('aged') / totalOf('primed')).toFixed(2)}.`,
    '',
  );
  return lines.join('\n');
}
