import type { ContractView, OrderDetail } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDocuments, users } from '../../db/schema.js';
import { seedDemoData } from '../../db/seed/demo.js';
import { seedDemoDocuments } from '../../db/seed/demo-documents.js';
import { signedIn } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`demo contracts (${testDriver})`, () => {
  let ctx: TestApp;
  const deps = () => ({
    db: ctx.database.db,
    files: ctx.app.files,
    mailer: ctx.app.mailer,
    log: ctx.app.log,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
    await seedDemoDocuments(deps(), 'http://localhost:8080/verify');
  });
  afterAll(() => ctx.close());

  it('gives the demo forwarder one signed contract with its signed copy and one awaiting the carrier', async () => {
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'forwarder@demo.kz'));
    const forwarder = await signedIn(ctx.app, user!);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/documents?pageSize=50',
      headers: forwarder.headers,
    });
    const kinds = page
      .json<{ items: { kind: string; state: string }[] }>()
      .items.map((item) => `${item.kind}:${item.state}`)
      .sort();
    expect(kinds).toEqual(['CONTRACT:SIGNED', 'CONTRACT:SIGNING', 'SIGNED_CONTRACT:SIGNED']);

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

  it('seeds the contracts only once', async () => {
    expect(await seedDemoDocuments(deps(), 'http://localhost:8080/verify')).toBe(false);
  });
});
