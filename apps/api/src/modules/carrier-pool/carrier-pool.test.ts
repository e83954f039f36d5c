import {
  CARRIER_POOL_LIMIT,
  CompanyKind,
  NotificationType,
  type CarrierPool,
  type Notification,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carrierPoolMembers, companies, orders } from '../../db/schema.js';
import { createCompany, validBin } from '../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { orderWithSelectedCarrier, withFleet } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/** A forwarder company's own carriers over HTTP (issue 32), on both database drivers. */
describe(`my carriers (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: Awaited<ReturnType<typeof newCompanyOwner>>;
  let carrier: Awaited<ReturnType<typeof newCompanyOwner>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    carrier = await newCompanyOwner(ctx.app, CompanyKind.CARRIER);
  });

  afterAll(() => ctx.close());

  const add = (account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/carrier-pool', headers: account.headers, payload });
  const remove = (account: SignedInAccount, carrierCompanyId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/carrier-pool/${carrierCompanyId}`,
      headers: account.headers,
    });
  const poolOf = async (account: SignedInAccount) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/carrier-pool',
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CarrierPool>();
  };
  const membersOf = (forwarderCompanyId: string) =>
    ctx.database.db
      .select()
      .from(carrierPoolMembers)
      .where(eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId));
  const auditsOf = (companyId: string, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, companyId), eq(auditLog.action, action)));

  it('adds an approved carrier by BIN once, however often it is asked, with one audit row', async () => {
    const first = await add(forwarder, { source: 'BIN', bin: carrier.company.bin });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      carrierCompanyId: carrier.company.id,
      bin: carrier.company.bin,
      source: 'BIN',
      orderNumber: null,
      addedBy: { firstName: forwarder.user.firstName, lastName: forwarder.user.lastName },
      completedDeals: 0,
    });
    const again = await add(forwarder, { source: 'CARD', carrierCompanyId: carrier.company.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ source: 'BIN' });
    expect(await membersOf(forwarder.company.id)).toHaveLength(1);
    expect(await auditsOf(forwarder.company.id, 'carrier_pool.added')).toHaveLength(1);
    // The carrier is told once, with a link to the forwarders that list it.
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?pageSize=100',
      headers: carrier.headers,
    });
    const added = notices
      .json<{ items: Notification[] }>()
      .items.filter((notice) => notice.type === NotificationType.CARRIER_POOL_ADDED);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      params: { companyName: forwarder.company.name },
      link: '/my-forwarders',
    });
    const pool = await poolOf(forwarder);
    expect(pool.limit).toBe(CARRIER_POOL_LIMIT);
    expect(pool.items.map((member) => member.carrierCompanyId)).toEqual([carrier.company.id]);
  });

  it('adds the same carrier once when two requests race', async () => {
    const racer = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    const answers = await Promise.all([
      add(racer, { source: 'BIN', bin: carrier.company.bin }),
      add(racer, { source: 'CARD', carrierCompanyId: carrier.company.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await membersOf(racer.company.id)).toHaveLength(1);
    expect(await auditsOf(racer.company.id, 'carrier_pool.added')).toHaveLength(1);
  });

  it('refuses a BIN of no approved carrier, and a malformed one, writing nothing', async () => {
    const pending = await createCompany(ctx.database.db, {
      kind: CompanyKind.CARRIER,
      status: 'PENDING_REVIEW',
    });
    const otherForwarder = await createCompany(ctx.database.db, { kind: CompanyKind.FORWARDER });
    const loner = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    for (const bin of [pending.bin, otherForwarder.bin, validBin()]) {
      const refused = await add(loner, { source: 'BIN', bin });
      expect(refused.statusCode, bin).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'CARRIER_POOL_CARRIER_NOT_FOUND' });
    }
    const card = await add(loner, { source: 'CARD', carrierCompanyId: pending.id });
    expect(card.json()).toMatchObject({ code: 'CARRIER_POOL_CARRIER_NOT_FOUND' });
    const malformed = await add(loner, { source: 'BIN', bin: '123' });
    expect(malformed.statusCode).toBe(400);
    expect(await membersOf(loner.company.id)).toEqual([]);
  });

  it('adds from an order only once the carrier completed it, and only the owner’s order', async () => {
    const owner = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    const hauler = await withFleet(ctx.app, await newCompanyOwner(ctx.app, CompanyKind.CARRIER));
    const order = await orderWithSelectedCarrier(ctx.app, owner, hauler);
    const early = await add(owner, { source: 'ORDER', orderId: order.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CARRIER_POOL_ORDER_NOT_COMPLETED' });
    // A test shortcut: the trip's own steps are other tests' concern.
    await ctx.database.db
      .update(orders)
      .set({ status: 'COMPLETED' })
      .where(eq(orders.id, order.id));
    const stranger = await add(forwarder, { source: 'ORDER', orderId: order.id });
    expect(stranger.statusCode).toBe(404);
    const added = await add(owner, { source: 'ORDER', orderId: order.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      carrierCompanyId: hauler.account.user.companyId,
      source: 'ORDER',
      orderNumber: order.number,
      completedDeals: 1,
    });
  });

  it('lets a forwarder’s employee keep the pool, and no carrier', async () => {
    const employee = await newCompanyStaff(ctx.app, forwarder.company);
    expect((await poolOf(employee)).items).toHaveLength(1);
    for (const [method, url] of [
      ['GET', '/api/carrier-pool'],
      ['POST', '/api/carrier-pool'],
    ] as const) {
      const refused = await ctx.app.inject({
        method,
        url,
        headers: carrier.headers,
        payload: method === 'POST' ? { source: 'BIN', bin: carrier.company.bin } : undefined,
      });
      expect(refused.statusCode, url).toBe(403);
    }
    const listings = await ctx.app.inject({
      method: 'GET',
      url: '/api/carrier-pool/listings',
      headers: forwarder.headers,
    });
    expect(listings.statusCode).toBe(403);
  });

  it('refuses additions to a company the security service has not approved', async () => {
    const pending = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER, {
      status: 'PENDING_REVIEW',
    });
    const refused = await add(pending, { source: 'BIN', bin: carrier.company.bin });
    expect(refused.statusCode).toBe(403);
    expect(await membersOf(pending.company.id)).toEqual([]);
  });

  it('shows the carrier which forwarders list it, and no other carrier', async () => {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/carrier-pool/listings',
      headers: carrier.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: { forwarderCompanyId: string }[] }>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ forwarderCompanyId: forwarder.company.id }),
      ]),
    );
    const other = await newCompanyOwner(ctx.app, CompanyKind.CARRIER);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/carrier-pool/listings',
      headers: other.headers,
    });
    expect(none.json()).toEqual({ items: [] });
  });

  it('removes a carrier with an audit row; removing it again answers 404', async () => {
    const keeper = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    expect((await add(keeper, { source: 'BIN', bin: carrier.company.bin })).statusCode).toBe(201);
    const removed = await remove(keeper, carrier.company.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await membersOf(keeper.company.id)).toEqual([]);
    expect(await auditsOf(keeper.company.id, 'carrier_pool.removed')).toHaveLength(1);
    expect((await remove(keeper, carrier.company.id)).statusCode).toBe(404);
    // The same carrier in another company's pool is that company's: untouched.
    expect(await membersOf(forwarder.company.id)).toHaveLength(1);
  });

  it('holds at most CARRIER_POOL_LIMIT carriers, even when the last places are raced for', async () => {
    const full = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    const filler = await ctx.database.db
      .insert(companies)
      .values(
        Array.from({ length: CARRIER_POOL_LIMIT - 1 }, (_, index) => ({
          kind: 'CARRIER' as const,
          status: 'APPROVED' as const,
          name: `Filler ${index}`,
          bin: validBin(),
        })),
      )
      .returning({ id: companies.id });
    await ctx.database.db.insert(carrierPoolMembers).values(
      filler.map((company) => ({
        forwarderCompanyId: full.company.id,
        carrierCompanyId: company.id,
        source: 'CARD' as const,
      })),
    );
    // One place left, two carriers added at once: exactly one gets it.
    const contenders = await Promise.all(
      [1, 2].map(() => createCompany(ctx.database.db, { kind: CompanyKind.CARRIER })),
    );
    const answers = await Promise.all(
      contenders.map((company) => add(full, { source: 'CARD', carrierCompanyId: company.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'CARRIER_POOL_LIMIT_REACHED',
    });
    expect(await membersOf(full.company.id)).toHaveLength(CARRIER_POOL_LIMIT);
  });
});
