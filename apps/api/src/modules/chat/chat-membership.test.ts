import type { ChatPerson, Conversation } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponses, users } from '../../db/schema.js';
import {
  chatCast,
  companyIdOf,
  openThread,
  reportProblem,
  sendText,
  startDirect,
  type ChatCast,
} from '../../../test/chat-factory.js';
import { newCompanyStaff, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

function forwarderCompany(cast: ChatCast) {
  if (!cast.forwarder.company) throw new Error('the forwarder has a company');
  return cast.forwarder.company;
}

describe(`who is in a conversation and whom the picker offers (${testDriver})`, () => {
  let ctx: TestApp;
  let cast: ChatCast;

  beforeAll(async () => {
    ctx = await createTestApp();
    cast = await chatCast(ctx.app);
  });
  afterAll(() => ctx.close());

  const people = async (account: SignedInAccount, q = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/people?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: ChatPerson[] }>().items.map((person) => person.id);
  };

  const conversationsOf = async (account: SignedInAccount) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Conversation[]; unreadTotal: number }>();
  };

  const historyStatus = async (account: SignedInAccount, conversationId: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/chat/conversations/${conversationId}/messages`,
        headers: account.headers,
      })
    ).statusCode;

  it('offers colleagues, the CB and the parties of shared orders, never an unrelated company, oneself or staff', async () => {
    const reach = await people(cast.carrierA.account);
    expect(reach).toEqual(
      expect.arrayContaining([cast.logisticianA.user.id, cast.cb.user.id, cast.forwarder.user.id]),
    );
    expect(reach).toContain(cast.employee.user.id);
    expect(reach).not.toContain(cast.unrelated.user.id);
    expect(reach).not.toContain(cast.carrierA.account.user.id);
    expect(reach).not.toContain(cast.moderator.user.id);
    // Two carriers of one order share no order with each other.
    expect(reach).not.toContain(cast.carrierB.account.user.id);

    const forwarderReach = await people(cast.forwarder);
    expect(forwarderReach).toEqual(
      expect.arrayContaining([cast.carrierA.account.user.id, cast.carrierB.account.user.id]),
    );
    expect(forwarderReach).not.toContain(cast.unrelated.user.id);

    // The CB reaches every company-side user, the unrelated carrier too.
    expect(await people(cast.cb)).toContain(cast.unrelated.user.id);
  });

  it('searches the reach by name, company name and role', async () => {
    const companyName = cast.carrierA.account.company?.name ?? '';
    const byCompany = await people(cast.forwarder, companyName);
    expect(byCompany).toEqual(
      expect.arrayContaining([cast.carrierA.account.user.id, cast.logisticianA.user.id]),
    );
    expect(byCompany).not.toContain(cast.carrierB.account.user.id);
    expect(await people(cast.forwarder, 'ROLE_CB')).toEqual([cast.cb.user.id]);
    expect(await people(cast.forwarder, 'Служба безопасности')).toEqual([cast.cb.user.id]);
    const logisticians = await people(cast.forwarder, 'логист');
    expect(logisticians).toEqual([cast.logisticianA.user.id]);
    expect(await people(cast.forwarder, 'no such person at all')).toEqual([]);
  });

  it('opens a direct conversation once within reach and answers 404 outside it', async () => {
    const first = await startDirect(ctx.app, cast.forwarder, cast.carrierA.account.user.id);
    const again = await startDirect(ctx.app, cast.carrierA.account, cast.forwarder.user.id);
    expect(again.id).toBe(first.id);
    expect(first.kind).toBe('DIRECT');
    expect(first.counterpart?.id).toBe(cast.carrierA.account.user.id);

    for (const userId of [cast.unrelated.user.id, cast.moderator.user.id, randomUUID()]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/chat/direct',
        headers: cast.carrierB.account.headers,
        payload: { userId },
      });
      expect(refused.statusCode).toBe(404);
    }
    // An outsider can neither read nor write the conversation.
    expect(await historyStatus(cast.unrelated, first.id)).toBe(404);
    const write = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${first.id}/messages`,
      headers: cast.unrelated.headers,
      payload: { clientId: randomUUID(), text: 'hello' },
    });
    expect(write.statusCode).toBe(404);
  });

  it('keeps responding carriers in separate threads before the selection; the CB joins with a problem', async () => {
    const carrierAId = companyIdOf(cast.carrierA);
    const carrierBId = companyIdOf(cast.carrierB);
    const threadA = await openThread(ctx.app, cast.employee, cast.order.id, carrierAId);
    // Opened twice at once, one thread.
    const [threadB, sameB] = await Promise.all([
      openThread(ctx.app, cast.forwarder, cast.order.id, carrierBId),
      openThread(ctx.app, cast.employee, cast.order.id, carrierBId),
    ]);
    expect(sameB.id).toBe(threadB.id);
    expect(threadA.id).not.toBe(threadB.id);
    // The carrier gets its own side's thread without naming it, and only that one.
    expect((await openThread(ctx.app, cast.logisticianA, cast.order.id)).id).toBe(threadA.id);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/order-threads',
      headers: cast.carrierA.account.headers,
      payload: { orderId: cast.order.id, carrierCompanyId: carrierBId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await historyStatus(cast.carrierA.account, threadB.id)).toBe(404);
    expect(await historyStatus(cast.carrierB.account, threadB.id)).toBe(200);
    // The forwarder side names a carrier that responded; the unrelated carrier has none.
    for (const carrierCompanyId of [companyIdOf(cast.unrelated), undefined]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/chat/order-threads',
        headers: cast.forwarder.headers,
        payload: { orderId: cast.order.id, ...(carrierCompanyId ? { carrierCompanyId } : {}) },
      });
      expect(refused.statusCode).toBe(404);
    }

    const ordersThreads = async (account: SignedInAccount) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${cast.order.id}/chat-threads`,
          headers: account.headers,
        })
      )
        .json<{ items: Conversation[] }>()
        .items.map((thread) => thread.id)
        .sort();
    expect(await ordersThreads(cast.forwarder)).toEqual([threadA.id, threadB.id].sort());
    expect(await ordersThreads(cast.logisticianA)).toEqual([threadA.id]);
    expect(await ordersThreads(cast.cb)).toEqual([]);

    // The CB: not before a problem, then a member that may write while it is open.
    expect(await historyStatus(cast.cb, threadA.id)).toBe(404);
    await reportProblem(ctx.app, cast.order.id, cast.forwarder);
    expect(await historyStatus(cast.cb, threadA.id)).toBe(200);
    const cbThread = await openThread(ctx.app, cast.cb, cast.order.id, carrierAId);
    expect(cbThread.id).toBe(threadA.id);
    expect(cbThread.canWrite).toBe(true);
    await sendText(ctx.app, cast.cb, threadA.id, 'Служба безопасности на связи');
    expect((await conversationsOf(cast.forwarder)).items.map((item) => item.id)).toContain(
      threadA.id,
    );
  });

  it('lets a carrier read but not write once its response ended (403 with a code)', async () => {
    const carrierBId = companyIdOf(cast.carrierB);
    const thread = await openThread(ctx.app, cast.forwarder, cast.order.id, carrierBId);
    // Withdrawn (the response workflow is tested with the orders).
    await ctx.app.database.db
      .update(orderResponses)
      .set({ status: 'WITHDRAWN' })
      .where(eq(orderResponses.carrierCompanyId, carrierBId));
    const view = (await conversationsOf(cast.carrierB.account)).items.find(
      (item) => item.id === thread.id,
    );
    expect(view?.canWrite).toBe(false);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${thread.id}/messages`,
      headers: cast.carrierB.account.headers,
      payload: { clientId: randomUUID(), text: 'ещё актуально?' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('CHAT_WRITE_CLOSED');
  });

  it('drops a deactivated user out of every conversation and the picker', async () => {
    const leaving = await newCompanyStaff(ctx.app, forwarderCompany(cast));
    const direct = await startDirect(ctx.app, cast.forwarder, leaving.user.id);
    const thread = await openThread(
      ctx.app,
      cast.forwarder,
      cast.order.id,
      companyIdOf(cast.carrierA),
    );
    expect(await historyStatus(leaving, thread.id)).toBe(200);
    await ctx.app.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, leaving.user.id));

    expect(await historyStatus(leaving, thread.id)).toBe(404);
    expect(await historyStatus(leaving, direct.id)).toBe(404);
    expect(await people(cast.forwarder)).not.toContain(leaving.user.id);
    // The other person still reads the direct conversation but can no longer write to it.
    const view = (await conversationsOf(cast.forwarder)).items.find(
      (item) => item.id === direct.id,
    );
    expect(view?.canWrite).toBe(false);
  });
});
