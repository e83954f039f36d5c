import {
  TRIP_STATUSES,
  type ChatMessagePage,
  type ContractView,
  type ConversationList,
  type OrderDetail,
  type TripView,
} from '@freight/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orderDocuments, orders, users } from '../../db/schema.js';
import { seedDemoData } from '../../seed/demo.js';
import { seedDemoChat } from '../../seed/demo-chat.js';
import { seedDemoDocuments } from '../../seed/demo-documents.js';
import { signedIn } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`demo contracts (${testDriver})`, () => {
  let ctx: TestApp;
  const deps = () => ({
    db: ctx.database.db,
    files: ctx.app.files,
    mailer: ctx.app.mailer,
    jobs: ctx.app.jobs,
    log: ctx.app.log,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
    await seedDemoDocuments(deps(), 'http://localhost:8080/verify');
    // The chat's demo thread belongs to a signed order, so it is seeded after the contracts.
    await seedDemoChat(deps());
  });
  afterAll(() => ctx.close());

  const signedInAs = async (email: string) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return signedIn(ctx.app, user!);
  };

  it('gives the demo forwarder a contract awaiting the carrier and signed contracts with their copies', async () => {
    const forwarder = await signedInAs('forwarder@demo.kz');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/documents?pageSize=100',
      headers: forwarder.headers,
    });
    const kinds = page
      .json<{ items: { kind: string; state: string }[] }>()
      .items.map((item) => `${item.kind}:${item.state}`);
    // Two contracts of issue 8 and seven of the trips: one awaits the carrier, eight are signed.
    expect(kinds.filter((kind) => kind === 'CONTRACT:SIGNING')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'CONTRACT:SIGNED')).toHaveLength(8);
    expect(kinds.filter((kind) => kind === 'SIGNED_CONTRACT:SIGNED')).toHaveLength(8);
    // A note from every departure from loading, and the confirmed copy on four deliveries.
    expect(kinds.filter((kind) => kind === 'CONSIGNMENT_NOTE:ISSUED')).toHaveLength(6);
    expect(kinds.filter((kind) => kind === 'CONFIRMED_CONSIGNMENT_NOTE:ISSUED')).toHaveLength(3);

    const [signing] = await ctx.database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.state, 'SIGNING'));
    const order = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${signing!.orderId}`,
        headers: forwarder.headers,
      })
    ).json<OrderDetail>();
    expect(order.status).toBe('CONTRACT_SIGNING');
    const contract = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/contract`,
        headers: forwarder.headers,
      })
    ).json<ContractView>();
    expect(contract.current?.signatures.map((signature) => signature.side)).toEqual(['FORWARDER']);
  });

  it('takes the demo trips through every status, with files, a rejected invoice and ratings both ways', async () => {
    const forwarder = await signedInAs('forwarder@demo.kz');
    const trips = await Promise.all(
      (
        await ctx.database.db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(inArray(orders.status, [...TRIP_STATUSES, 'COMPLETED']))
      ).map(async ({ id }) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${id}/trip`,
          headers: forwarder.headers,
        });
        return response.json<TripView>();
      }),
    );
    const statuses = trips.map((trip) => trip.status);
    for (const status of [
      'CONTRACT_SIGNED',
      'LOADING',
      'IN_TRANSIT',
      'UNLOADING',
      'DELIVERED',
      'PAYMENT_SENT',
      'COMPLETED',
    ]) {
      expect(statuses).toContain(status);
    }
    const delivered = trips.find((trip) => trip.status === 'DELIVERED')!;
    expect(delivered.files.map((file) => `${file.type}:${file.status}`).sort()).toEqual([
      'CARGO_PHOTO:ACCEPTED',
      'INVOICE:ACCEPTED',
      'INVOICE:REJECTED',
      'SEAL_PHOTO:ACCEPTED',
    ]);
    expect(delivered.delivery?.reservation).toContain('паллета');
    expect(delivered.seal).toEqual({
      loadingNumber: 'KZ 0457841',
      unloadingNumber: 'KZ 0457841',
      mismatch: false,
      awaitingDecision: false,
    });
    const ratedBothWays = trips.filter(
      (trip) => trip.ratings.ofCarrier !== null && trip.ratings.ofForwarder !== null,
    );
    expect(ratedBothWays).toHaveLength(1);
    expect(trips.filter((trip) => trip.status === 'COMPLETED')).toHaveLength(2);

    // The ratings reached the companies and the driver.
    const [carrierCompany] = await ctx.database.db
      .select({ rating: companies.rating, count: companies.ratingCount })
      .from(companies)
      .innerJoin(users, eq(users.companyId, companies.id))
      .where(eq(users.email, 'carrier@demo.kz'));
    expect(carrierCompany).toEqual({ rating: 4.5, count: 2 });
    const [forwarderCompany] = await ctx.database.db
      .select({ rating: companies.rating, count: companies.ratingCount })
      .from(companies)
      .innerJoin(users, eq(users.companyId, companies.id))
      .where(eq(users.email, 'forwarder@demo.kz'));
    expect(forwarderCompany).toEqual({ rating: 4, count: 1 });
  });

  it("lists an order's documents one after another, orders by their newest document", async () => {
    const forwarder = await signedInAs('forwarder@demo.kz');
    // Two orders whose documents were made in turns: A's, B's, A's, B's.
    const documents = await ctx.database.db
      .select({ id: orderDocuments.id, orderId: orderDocuments.orderId })
      .from(orderDocuments)
      .where(eq(orderDocuments.forwarderCompanyId, forwarder.user.companyId!));
    const byOrder = new Map<string, typeof documents>();
    for (const document of documents)
      byOrder.set(document.orderId, [...(byOrder.get(document.orderId) ?? []), document]);
    const [first, second] = [...byOrder.values()].filter((ofOrder) => ofOrder.length >= 2);
    const inTurns = [first![0]!, second![0]!, first![1]!, second![1]!];
    for (const [index, document] of inTurns.entries()) {
      await ctx.database.db
        .update(orderDocuments)
        .set({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)) })
        .where(eq(orderDocuments.id, document.id));
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/documents?pageSize=100',
      headers: forwarder.headers,
    });
    const items = page.json<{ items: { orderId: string; createdAt: string }[] }>().items;
    const runs = items.reduce<{ orderId: string; newest: string }[]>((found, item) => {
      if (found.at(-1)?.orderId !== item.orderId)
        found.push({ orderId: item.orderId, newest: item.createdAt });
      return found;
    }, []);
    // Each order is one run of rows, so the list shows it under one heading.
    expect(new Set(runs.map((run) => run.orderId)).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(3);
    expect(runs.length).toBeLessThan(items.length);
    // Its first row is its newest document, and the orders go newest first.
    const newest = runs.map((run) => run.newest);
    expect(newest).toEqual([...newest].sort().reverse());
    for (const run of runs) {
      const ofOrder = items.filter((item) => item.orderId === run.orderId);
      expect(run.newest).toBe(
        ofOrder
          .map((item) => item.createdAt)
          .sort()
          .at(-1),
      );
    }
  });

  it('seeds the contracts only once', async () => {
    expect(await seedDemoDocuments(deps(), 'http://localhost:8080/verify')).toBe(false);
  });

  it('gives the demo forwarder an order thread with an unread answer and a direct conversation', async () => {
    const forwarder = await signedInAs('forwarder@demo.kz');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: forwarder.headers,
    });
    const { items, unreadTotal } = list.json<ConversationList>();
    expect(items.map((item) => item.kind).sort()).toEqual(['DIRECT', 'ORDER']);
    expect(unreadTotal).toBe(1);
    const thread = items.find((item) => item.kind === 'ORDER')!;
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${thread.id}/messages`,
      headers: forwarder.headers,
    });
    const messages = history.json<ChatMessagePage>().items;
    expect(messages.some((message) => message.deletedAt !== null && message.text === '')).toBe(
      true,
    );
    expect(messages.some((message) => message.editedAt !== null)).toBe(true);
    expect(messages.some((message) => message.attachments.length === 1)).toBe(true);
    expect(await seedDemoChat(deps())).toBe(false);
  });
});
