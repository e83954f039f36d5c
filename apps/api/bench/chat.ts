import type { Role } from '@freight/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.js';
import { createAccessTokenIssuer } from '../src/platform/auth/access-token.js';
import { startApi, type RunningApi } from './api-server.js';
import { insertCarrierFleets } from './bulk-seed.js';

/**
 * The chat scenario of `npm run bench` (issue 15; alone: `npm run bench -- chat`): two API
 * processes on one fresh PostgreSQL database, CHAT.threads order threads of five members each
 * (a forwarder's owner and two employees, a carrier's owner and logistician), every member
 * with one socket, alternately on either instance. Messages go out over HTTP at CHAT.rate per
 * second for CHAT.seconds, to alternating instances; each must reach every socket of its other
 * members on the other instance exactly once. Measures send → receipt there.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const CHAT = {
  threads: env('BENCH_CHAT_THREADS', 200),
  rate: env('BENCH_CHAT_RATE', 200),
  seconds: env('BENCH_CHAT_SECONDS', 30),
};
/** How long stragglers may take after the last send before they count as lost. */
const DRAIN_MS = 10_000;
const MEMBERS_PER_THREAD = 5;

export interface ChatBenchResult {
  threads: number;
  sockets: number;
  sent: number;
  sendErrors: number;
  expectedDeliveries: number;
  delivered: number;
  lost: number;
  duplicated: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  sendLatencyMs: { p50: number; p95: number; p99: number };
  /** Messages per second the two instances answered, from the first send to the last answer. */
  answeredPerSecond: number;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

interface Member {
  userId: string;
  role: string;
  companyId: string;
}
interface Thread {
  conversationId: string;
  members: Member[];
}

/** Companies, people, fleet, orders, responses and one order thread per order, in SQL. */
async function seedThreads(client: pg.Client, threads: number): Promise<Thread[]> {
  await client.query(
    `insert into companies (kind, name, bin, status, legal_address, actual_address)
     select 'FORWARDER', 'ТОО «Экспедитор ' || g || '»', 'F' || lpad(g::text, 11, '0'), 'APPROVED',
            'г. Алматы', 'г. Алматы' from generate_series(1, $1::int) g
     union all
     select 'CARRIER', 'ТОО «Перевозчик ' || g || '»', 'C' || lpad(g::text, 11, '0'), 'APPROVED',
            'г. Астана', 'г. Астана' from generate_series(1, $1::int) g`,
    [threads],
  );
  await client.query(`
    insert into users (company_id, role, email, password_hash, first_name, last_name)
    select c.id, r.role, lower(c.bin) || '-' || r.n || '@bench.kz', 'bench-no-login', 'Бенч', 'Чат'
      from companies c
      cross join lateral (values
        (1, case c.kind when 'FORWARDER' then 'ROLE_FORWARDER' else 'ROLE_DRIVER_COMPANY' end),
        (2, case c.kind when 'FORWARDER' then 'ROLE_EMPLOYEE' else 'ROLE_LOGISTICIAN' end),
        (3, case c.kind when 'FORWARDER' then 'ROLE_EMPLOYEE' end)) r(n, role)
     where r.role is not null`);
  await insertCarrierFleets(client);
  // Forwarder n's order, answered by carrier n: the thread of that pair.
  await client.query(`
    create temp table chat_pairs as
    select f.id as forwarder_id, c.id as carrier_id, o.id as owner_id, gen_random_uuid() as order_id,
           substr(f.bin, 2) as serial
      from companies f
      join companies c on c.kind = 'CARRIER' and substr(c.bin, 2) = substr(f.bin, 2)
      join users o on o.company_id = f.id and o.role = 'ROLE_FORWARDER'
     where f.kind = 'FORWARDER'`);
  await client.query(`
    insert into orders (id, number, owner_company_id, created_by, status, planned_loading_date,
       planned_unloading_date, transport_type, order_type, payment_terms, price, currency,
       cargo_name, cargo_weight_tons, cargo_volume_m3, package_type, seats, loading_method,
       transportation_type, transportation_view, published_at)
    select order_id, 'KZ-CHAT-' || serial, forwarder_id, owner_id, 'PUBLISHED',
           current_date + 7, current_date + 9, 'TENT', 'FTL', 'ON_UNLOADING', 400000, 'KZT',
           'Плитка', 20, 80, 'PALLETS', 33, 'REAR', 'DOMESTIC', 'ROAD', now()
      from chat_pairs`);
  await client.query(`
    insert into order_responses (order_id, carrier_company_id, driver_id, vehicle_id, price,
                                 currency, created_by)
    select p.order_id, p.carrier_id, d.id, v.id, 390000, 'KZT', u.id
      from chat_pairs p
      join drivers d on d.company_id = p.carrier_id
      join vehicles v on v.company_id = p.carrier_id
      join users u on u.company_id = p.carrier_id and u.role = 'ROLE_DRIVER_COMPANY'`);
  const { rows } = await client.query<{
    conversation_id: string;
    user_id: string;
    role: string;
    company_id: string;
  }>(`
    with threads as (
      insert into conversations (kind, order_id, carrier_company_id, created_by)
      select 'ORDER', order_id, carrier_id, owner_id from chat_pairs
      returning id, order_id, carrier_company_id)
    select t.id as conversation_id, u.id as user_id, u.role, u.company_id
      from threads t
      join orders o on o.id = t.order_id
      join users u on u.company_id in (o.owner_company_id, t.carrier_company_id)
     order by t.id, u.company_id, u.role, u.id`);
  const byThread = new Map<string, Thread>();
  for (const row of rows) {
    const thread = byThread.get(row.conversation_id) ?? {
      conversationId: row.conversation_id,
      members: [],
    };
    thread.members.push({ userId: row.user_id, role: row.role, companyId: row.company_id });
    byThread.set(row.conversation_id, thread);
  }
  return [...byThread.values()];
}

/** One member's socket, on one instance, and what reached it. */
interface BenchSocket {
  instance: number;
  userId: string;
  socket: WebSocket;
  /** clientId → how many times it arrived. */
  arrivals: Map<string, number>;
}

function openSignedIn(
  url: string,
  token: string,
  onMessage: (clientId: string) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('socket not ready in 20 s')), 20_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString()) as {
        type: string;
        message?: { clientId?: string };
      };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'chat.message' && message.message?.clientId) {
        onMessage(message.message.clientId);
      }
    });
  });
}

/** Runs the scenario on a database of its own, which it drops afterwards. */
export async function runChatBench(adminUrl: string, resultsDir: string): Promise<ChatBenchResult> {
  const name = `bench_chat_${Date.now()}`;
  const benchUrl = databaseUrl(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  console.log(`chat: database ${name} created`);
  const apis: RunningApi[] = [];
  const sockets: BenchSocket[] = [];
  const client = new pg.Client({ connectionString: benchUrl });
  try {
    const database = await openDatabase({ databaseUrl: benchUrl, pgliteDataDir: '' });
    await database.migrate();
    await database.close();
    await client.connect();
    const threads = await seedThreads(client, CHAT.threads);
    const users = threads.flatMap((thread) => thread.members);
    console.log(`chat: ${threads.length} threads, ${users.length} members`);

    const secret = randomBytes(32).toString('base64url');
    apis.push(await startApi(benchUrl, secret));
    apis.push(await startApi(benchUrl, secret, { build: false }));
    const tokens = createAccessTokenIssuer(secret, 3600);
    const tokenOf = new Map<string, string>();
    for (const user of users) {
      tokenOf.set(
        user.userId,
        await tokens.sign(
          {
            id: user.userId,
            role: user.role as Role,
            companyId: user.companyId,
            underReview: false,
          },
          // The bulk seed's users keep the first session epoch.
          0,
        ),
      );
    }

    // Each member's one socket, alternately on instance 0 and 1.
    /** Each message's send time, instance and sender, by clientId. */
    const sentAt = new Map<string, { at: number; instance: number; senderId: string }>();
    const latencies: number[] = [];
    const instanceOfUser = new Map<string, number>();
    users.forEach((user, index) => instanceOfUser.set(user.userId, index % 2));
    const wsUrl = (instance: number) => `${apis[instance]?.baseUrl.replace('http', 'ws')}/api/ws`;
    for (let start = 0; start < users.length; start += 50) {
      await Promise.all(
        users.slice(start, start + 50).map(async (user) => {
          const instance = instanceOfUser.get(user.userId) ?? 0;
          const arrivals = new Map<string, number>();
          const socket = await openSignedIn(
            wsUrl(instance),
            tokenOf.get(user.userId) ?? '',
            (clientId) => {
              const times = (arrivals.get(clientId) ?? 0) + 1;
              arrivals.set(clientId, times);
              const sent = sentAt.get(clientId);
              // Only what crossed instances counts, to another member than the sender.
              if (
                times === 1 &&
                sent !== undefined &&
                sent.instance !== instance &&
                sent.senderId !== user.userId
              ) {
                latencies.push(performance.now() - sent.at);
              }
            },
          );
          sockets.push({ instance, userId: user.userId, socket, arrivals });
        }),
      );
    }
    console.log(`chat: ${sockets.length} sockets signed in`);

    // Who must receive each message: the other members' sockets on the other instance.
    const socketsByUser = new Map<string, BenchSocket>();
    for (const open of sockets) socketsByUser.set(open.userId, open);
    const expectations: { clientId: string; recipients: BenchSocket[] }[] = [];
    const sendLatencies: number[] = [];
    let sendErrors = 0;
    const total = CHAT.rate * CHAT.seconds;
    const started = performance.now();
    const sends: Promise<void>[] = [];
    for (let index = 0; index < total; index++) {
      const due = started + (index * 1000) / CHAT.rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const thread = threads[index % threads.length];
      if (!thread) continue;
      const sender =
        thread.members[Math.floor(index / threads.length) % thread.members.length] ??
        thread.members[0];
      if (!sender) continue;
      const instance = index % 2;
      const clientId = randomUUID();
      const recipients = thread.members
        .filter((member) => member.userId !== sender.userId)
        .map((member) => socketsByUser.get(member.userId))
        .filter((open): open is BenchSocket => open !== undefined && open.instance !== instance);
      expectations.push({ clientId, recipients });
      const sent = performance.now();
      sentAt.set(clientId, { at: sent, instance, senderId: sender.userId });
      sends.push(
        fetch(
          `${apis[instance]?.baseUrl}/api/chat/conversations/${thread.conversationId}/messages`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${tokenOf.get(sender.userId)}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ clientId, text: `Сообщение ${index}` }),
          },
        )
          .then(async (response) => {
            sendLatencies.push(performance.now() - sent);
            if (!response.ok) {
              sendErrors += 1;
              if (sendErrors <= 3)
                console.warn(`chat: send ${response.status} ${await response.text()}`);
            } else {
              await response.arrayBuffer();
            }
          })
          .catch(() => {
            sendErrors += 1;
          }),
      );
    }
    await Promise.all(sends);
    const answeredPerSecond = Math.round((total * 1000) / (performance.now() - started));
    const expectedDeliveries = expectations.reduce((sum, e) => sum + e.recipients.length, 0);
    const deliveredCount = () =>
      expectations.reduce(
        (sum, e) => sum + e.recipients.filter((open) => open.arrivals.has(e.clientId)).length,
        0,
      );
    const drainUntil = performance.now() + DRAIN_MS;
    while (deliveredCount() < expectedDeliveries && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let duplicated = 0;
    for (const e of expectations) {
      for (const open of e.recipients)
        duplicated += Math.max(0, (open.arrivals.get(e.clientId) ?? 0) - 1);
    }
    const delivered = deliveredCount();
    const sorted = latencies.sort((a, b) => a - b);
    const sortedSends = sendLatencies.sort((a, b) => a - b);
    const result: ChatBenchResult = {
      threads: threads.length,
      sockets: sockets.length,
      sent: total,
      sendErrors,
      expectedDeliveries,
      delivered,
      lost: expectedDeliveries - delivered,
      duplicated,
      latencyMs: {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: percentile(sorted, 100),
      },
      sendLatencyMs: {
        p50: percentile(sortedSends, 50),
        p95: percentile(sortedSends, 95),
        p99: percentile(sortedSends, 99),
      },
      answeredPerSecond,
    };
    writeChatReport(resultsDir, result);
    return result;
  } finally {
    for (const open of sockets) open.socket.terminate();
    for (const api of apis) await api.stop();
    await client.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    console.log(`chat: database ${name} dropped`);
    await admin.end();
  }
}

function writeChatReport(resultsDir: string, result: ChatBenchResult): void {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`;
  const text = `# Chat across two instances (issue 15)

Generated by \`npm run bench -- chat\` (apps/api/bench/chat.ts) on ${machine}.

Two API processes on one PostgreSQL database; ${result.threads} order threads of
${MEMBERS_PER_THREAD} members; ${result.sockets} sockets, each member's one alternately on
either instance; ${CHAT.rate} messages per second for ${CHAT.seconds} s over HTTP to alternating
instances. Latency: from the send to the receipt on a socket of another member held by the
other instance.

| | |
|---|---|
| messages sent | ${result.sent} (errors ${result.sendErrors}) |
| deliveries expected on the other instance | ${result.expectedDeliveries} |
| delivered | ${result.delivered} |
| lost | ${result.lost} |
| duplicated | ${result.duplicated} |
| p50 / p95 / p99 / max | ${result.latencyMs.p50} / ${result.latencyMs.p95} / ${result.latencyMs.p99} / ${result.latencyMs.max} ms |
| HTTP send p50 / p95 / p99 | ${result.sendLatencyMs.p50} / ${result.sendLatencyMs.p95} / ${result.sendLatencyMs.p99} ms |
| messages answered per second | ${result.answeredPerSecond} |
| load average at the end (1 / 5 / 15 min) | ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} |
`;
  writeFileSync(path.join(resultsDir, 'chat.md'), text);
}
