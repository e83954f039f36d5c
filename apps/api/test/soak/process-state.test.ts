import { Role } from '@freight/shared';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, type TestAccount } from '../auth-helpers.js';
import { newCompanyOwner, type SignedInAccount } from '../company-factory.js';
import {
  orderWithSelectedCarrier,
  routePoint,
  withFleet,
  type CarrierWithFleet,
} from '../order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../test-app.js';

/**
 * Issue 11 saw one API process slow down over 40 minutes of mixed load; its cause was not
 * found (docs/decisions/026). This guards the causes the issue names: a process that keeps
 * more after each round of the same requests with new values — prepared statements named by
 * their values, listeners added per query, request or connection. A connection not given back
 * would exhaust the pool of 10 within the rounds and stall them.
 * The caches that grow with the values are bounded by construction (`createBoundedCache`).
 */

const EVENTS_OF_A_POOL = ['connect', 'acquire', 'release', 'remove', 'error'] as const;
const EVENTS_OF_A_CLIENT = ['error', 'end', 'notice', 'notification', 'drain'] as const;
const EVENTS_OF_THE_SERVER = ['request', 'connection', 'upgrade', 'close', 'error'] as const;
const EVENTS_OF_THE_PROCESS = ['exit', 'SIGINT', 'SIGTERM', 'warning', 'uncaughtException'];

/** The rounds after the warm-up, each with new values. */
const LATER_ROUNDS = 9;

const listenersOf = (emitter: NodeJS.EventEmitter, events: readonly string[]) =>
  Object.fromEntries(events.map((event) => [event, emitter.listenerCount(event)]));

describe(`what one process keeps under repeated load (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let signingIn: TestAccount;
  let carrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    signingIn = await createAccount(ctx.app.database.db, Role.FORWARDER);
  });
  afterAll(() => ctx.close());

  async function ok(url: string, headers: Record<string, string>): Promise<void> {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  }

  /** The same requests as every other round, with values of round `round`. */
  async function mixedRound(round: number): Promise<void> {
    const day = String(1 + (round % 28)).padStart(2, '0');
    await signIn(ctx.app, signingIn);
    await orderWithSelectedCarrier(ctx.app, forwarder, carrier, {
      cargoName: `Груз ${round}`,
      route: [routePoint('LOADING', `Город ${round}`), routePoint('UNLOADING', 'Алматы')],
    });
    await ok(
      `/api/orders?status=PUBLISHED&loadingDateFrom=2027-01-${day}&sort=plannedLoadingDate`,
      carrier.account.headers,
    );
    await ok(`/api/orders?q=${encodeURIComponent(`груз${round}`)}`, forwarder.headers);
    await ok(
      `/api/orders?place=${encodeURIComponent(`Город ${round}`)}&priceMin=${round * 1_000}`,
      forwarder.headers,
    );
    await ok(
      `/api/orders?scope=my&transportType=TENT&transportType=REFRIGERATOR`,
      carrier.account.headers,
    );
  }

  /** The named statements (name → text) and listeners of the pool's connections (PostgreSQL). */
  async function connectionsState(pool: pg.Pool) {
    // Holding as many clients as the pool has hands out every idle one, each once.
    const clients = await Promise.all(
      Array.from({ length: Math.max(pool.totalCount, 1) }, () => pool.connect()),
    );
    try {
      const statements = new Map<string, string>();
      for (const client of clients) {
        const { rows } = await client.query<{ name: string; statement: string }>(
          'select name, statement from pg_prepared_statements',
        );
        for (const { name, statement } of rows) statements.set(name, statement);
      }
      // A connection opened late (a job ran beside a request) has what the others have.
      const clientListeners = Object.fromEntries(
        EVENTS_OF_A_CLIENT.map((event) => [
          event,
          Math.max(...clients.map((client) => client.listenerCount(event))),
        ]),
      );
      return {
        preparedStatements: statements,
        clientListeners,
        poolListeners: listenersOf(pool, EVENTS_OF_A_POOL),
      };
    } finally {
      for (const client of clients) client.release();
    }
  }

  async function processState() {
    return {
      serverListeners: listenersOf(ctx.app.server, EVENTS_OF_THE_SERVER),
      processListeners: listenersOf(process, EVENTS_OF_THE_PROCESS),
      realtimeUsers: ctx.app.realtime.connectedUsers().length,
      ...(ctx.database.driver === 'postgres'
        ? // drizzle's node-postgres database keeps its pool as `$client`.
          await connectionsState((ctx.database.db as unknown as { $client: pg.Pool }).$client)
        : {}),
    };
  }

  it('keeps no more statements or listeners after more rounds with new values', async () => {
    // The first rounds prepare each list shape and fill the pool as far as the load needs.
    for (let round = 1; round <= 3; round++) await mixedRound(round);
    const warmedUp = await processState();
    for (let round = 4; round < 4 + LATER_ROUNDS; round++) await mixedRound(round);
    const later = await processState();

    const { preparedStatements: warmedUpStatements, ...listenersWarmedUp } = warmedUp;
    const { preparedStatements: laterStatements, ...listenersLater } = later;
    expect(listenersLater).toEqual(listenersWarmedUp);
    if (ctx.database.driver === 'postgres') {
      // Every parameterised statement runs named, one name per text whatever its values
      // (`statementNamer`). A statement that wrote a value into its text would add a name in
      // each of the later rounds; a background job (the chat digest's minute) may add its few.
      // Not only the lists: the caller's standing, read by every order request, too.
      const warmedUpTexts = [...(warmedUpStatements?.values() ?? [])];
      expect(warmedUpTexts.some((text) => text.includes('from "users" left join'))).toBe(true);
      const added = [...(laterStatements ?? new Map<string, string>())].filter(
        ([name]) => !warmedUpStatements?.has(name),
      );
      expect(added.length, added.map(([, text]) => text).join('\n')).toBeLessThan(LATER_ROUNDS);
    }
  });
});
