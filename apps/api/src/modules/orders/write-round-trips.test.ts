import { orderFormSchema, orderResponseRequestSchema, Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import {
  createOrder as createOrderThroughApi,
  orderForm,
  respond,
  withFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { createOrder } from './create-order.js';
import { acceptResponse } from './responses/accept-response.js';
import { createResponse } from './responses/create-response.js';

/**
 * Issue 11: the write path makes few round trips. Each statement is a round trip to the
 * database while the transaction holds its locks and its connection, so the count is the
 * rule, measured at the query builder (transaction control aside: PGlite opens transactions
 * below it).
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
const meta = { ip: null, userAgent: null };
/** The first words of a statement, which say what it does. */
const kindOf = (statement: string) =>
  statement.trim().replace(/\s+/g, ' ').split(' ').slice(0, 3).join(' ');

describe(`round trips of the write path (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let recording: string[] | null = null;

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        onQuery: (statement) => {
          if (recording && !TRANSACTION_CONTROL.test(statement)) recording.push(statement.trim());
        },
      },
    );
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
  });
  afterAll(() => ctx.close());

  async function statementsOf(action: () => Promise<unknown>): Promise<string[]> {
    recording = [];
    try {
      await action();
      return recording;
    } finally {
      recording = null;
    }
  }

  const actorOf = (account: SignedInAccount, role: Role): AuthUser => ({
    id: account.user.id,
    role,
    companyId: account.company?.id ?? null,
    underReview: false,
  });

  it('creates an order in four statements: the caller, the number, then order, route and audit in one, and its matching job with it', async () => {
    const form = orderFormSchema.parse(orderForm());
    const statements = await statementsOf(() =>
      createOrder(
        { db: ctx.database.db, jobs: ctx.app.jobs },
        actorOf(forwarder, Role.FORWARDER),
        form,
        meta,
      ),
    );
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/from "users"/);
    expect(statements[1]).toMatch(/nextval\('order_number_seq'\)/);
    expect(kindOf(statements[2] ?? '')).toBe('with "inserted_route" as');
    for (const table of ['order_route_points', 'audit_log', 'orders']) {
      expect(statements[2]).toContain(`insert into "${table}"`);
    }
    // In the same transaction: the saved searches are matched once it commits.
    expect(statements[3]).toMatch(/pgboss/);
  });

  it('responds in five statements in the transaction and reads the view after it', async () => {
    const order = await createOrderThroughApi(ctx.app, forwarder);
    const carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const statements = await statementsOf(() =>
      createResponse(
        { db: ctx.database.db },
        actorOf(carrier.account, Role.DRIVER_COMPANY),
        order.id,
        orderResponseRequestSchema.parse({
          driverId: carrier.driver.id,
          vehicleId: carrier.vehicle.id,
          price: 400_000,
          currency: 'KZT',
        }),
        meta,
      ),
    );
    const lockedOrder = statements.findIndex((statement) => /for share/.test(statement));
    const writes = statements
      .slice(0, lockedOrder + 5)
      .filter((statement) => /^(with|insert|update)\b/.test(statement));
    expect(writes.map(kindOf)).toEqual([
      'with "inserted" as',
      'insert into "audit_log"',
      'with notices (company_id,',
    ]);
    // The caller, the fleet choice, then in the transaction: the locked order and the
    // company's responses to it, and the three writes above.
    expect(statements.slice(lockedOrder, lockedOrder + 5).map(kindOf)).toEqual([
      'select "id", "number",',
      'select "id", "order_id",',
      ...writes.map(kindOf),
    ]);
    // After the commit, the order's first response noted (issue 31; no lock is held then),
    // and the answer in one statement: the response with its carrier's kept trust facts
    // (decision 028).
    const view = statements.slice(lockedOrder + 5);
    expect(view).toHaveLength(2);
    expect(view[0]).toMatch(/^update "orders" set "first_response_at"/);
    expect(view[1]).toMatch(/left join "company_trust_facts"/);
  });

  it('accepts a response in five statements in the transaction, declining the others at once', async () => {
    const order = await createOrderThroughApi(ctx.app, forwarder);
    const chosen = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const others = await Promise.all([
      withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER')),
      withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER')),
    ]);
    const response = await respond(ctx.app, chosen, order.id);
    for (const other of others) await respond(ctx.app, other, order.id);

    const statements = await statementsOf(() =>
      acceptResponse(
        { db: ctx.database.db },
        actorOf(forwarder, Role.FORWARDER),
        order.id,
        response.id,
        { version: order.version },
        meta,
      ),
    );
    const firstWrite = statements.findIndex((statement) => /^update "orders"/.test(statement));
    // The order read before the writes, the four writes, then the answer read after commit.
    expect(statements.slice(firstWrite - 1, firstWrite + 4).map(kindOf)).toEqual([
      'select "id", "number",',
      'update "orders" set',
      'update "order_responses" set',
      'insert into "audit_log"',
      'with notices (company_id,',
    ]);
    expect(statements.slice(firstWrite + 4).some((s) => /^(insert|update|with)/.test(s))).toBe(
      false,
    );
  });
});
