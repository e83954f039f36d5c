import type { ChatMessage, ChatMessagePage, Conversation } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatCast,
  companyIdOf,
  openThread,
  reportProblem,
  sendText,
  type ChatCast,
} from '../../../test/chat-factory.js';
import type { SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`chat messages: sending, editing, history, receipts (${testDriver})`, () => {
  let ctx: TestApp;
  let cast: ChatCast;
  let thread: Conversation;

  beforeAll(async () => {
    ctx = await createTestApp();
    cast = await chatCast(ctx.app);
    thread = await openThread(ctx.app, cast.forwarder, cast.order.id, companyIdOf(cast.carrierA));
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => ctx.close());

  const post = (account: SignedInAccount, conversationId: string, clientId: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: account.headers,
      payload: { clientId, text },
    });

  const page = async (account: SignedInAccount, conversationId: string, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}/messages${query}`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ChatMessagePage>();
  };

  const conversationOf = async (account: SignedInAccount, id: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: account.headers,
    });
    const list = response.json<{ items: Conversation[]; unreadTotal: number }>();
    return { item: list.items.find((candidate) => candidate.id === id), total: list.unreadTotal };
  };

  it('stores a message once per client id, also when the same one is sent twice at once', async () => {
    const clientId = randomUUID();
    const first = await post(cast.forwarder, thread.id, clientId, 'Когда подача?');
    expect(first.statusCode).toBe(201);
    const again = await post(cast.forwarder, thread.id, clientId, 'Когда подача?');
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);

    const racing = randomUUID();
    const [one, two] = await Promise.all([
      post(cast.employee, thread.id, racing, 'дубль?'),
      post(cast.employee, thread.id, racing, 'дубль?'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json<ChatMessage>().id).toBe(two.json<ChatMessage>().id);
    const texts = (await page(cast.forwarder, thread.id)).items.map((message) => message.text);
    expect(texts.filter((text) => text === 'дубль?')).toHaveLength(1);
  });

  it('refuses an empty or over-long text with a translated code', async () => {
    const empty = await post(cast.forwarder, thread.id, randomUUID(), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: unknown }>().fields).toEqual({
      text: 'validation.chatMessageEmpty',
    });
    const long = await post(cast.forwarder, thread.id, randomUUID(), 'я'.repeat(4_001));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: unknown }>().fields).toEqual({
      text: 'validation.chatTextTooLong',
    });
  });

  it('edits and deletes within 15 minutes only, keeping the original for the CB under review', async () => {
    const own = await sendText(ctx.app, cast.logisticianA, thread.id, 'Машина будет в 9:00');
    const patch = (account: SignedInAccount, text: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/chat/messages/${own.id}`,
        headers: account.headers,
        payload: { text },
      });
    const remove = (account: SignedInAccount) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/chat/messages/${own.id}`,
        headers: account.headers,
      });

    const foreign = await patch(cast.forwarder, 'чужое');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ code: string }>().code).toBe('CHAT_NOT_OWN_MESSAGE');
    expect((await patch(cast.unrelated, 'чужое')).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(own.createdAt) + 14 * 60_000));
    const edited = await patch(cast.logisticianA, 'Машина будет в 10:00');
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ChatMessage>().editedAt).not.toBeNull();

    vi.setSystemTime(new Date(Date.parse(own.createdAt) + 16 * 60_000));
    const late = await patch(cast.logisticianA, 'Машина будет в 11:00');
    expect(late.statusCode).toBe(403);
    expect(late.json<{ code: string }>().code).toBe('CHAT_EDIT_WINDOW_PASSED');
    expect((await remove(cast.logisticianA)).statusCode).toBe(403);

    vi.setSystemTime(new Date(Date.parse(own.createdAt) + 10 * 60_000));
    const deleted = await remove(cast.logisticianA);
    expect(deleted.statusCode).toBe(200);
    expect((await remove(cast.logisticianA)).json<{ code: string }>().code).toBe(
      'CHAT_MESSAGE_DELETED',
    );
    vi.useRealTimers();

    const seenByForwarder = (await page(cast.forwarder, thread.id)).items.find(
      (message) => message.id === own.id,
    );
    expect(seenByForwarder?.text).toBe('');
    expect(seenByForwarder?.deletedAt).not.toBeNull();

    await reportProblem(ctx.app, cast.order.id, cast.forwarder);
    const seenByCb = (await page(cast.cb, thread.id)).items.find(
      (message) => message.id === own.id,
    );
    expect(seenByCb?.text).toBe('Машина будет в 10:00');
    expect(seenByCb?.deletedAt).not.toBeNull();
    // Search skips deleted messages even for those who see them.
    expect((await page(cast.cb, thread.id, '?q=10:00')).items).toEqual([]);
  });

  it('pages back and catches up without gaps or repeats while messages keep arriving', async () => {
    const conversation = await openThread(
      ctx.app,
      cast.forwarder,
      cast.order.id,
      companyIdOf(cast.carrierB),
    );
    const sent: string[] = [];
    const send = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const text = `сообщение ${sent.length + 1}`;
        sent.push(text);
        await sendText(
          ctx.app,
          index % 2 ? cast.forwarder : cast.carrierB.account,
          conversation.id,
          text,
        );
      }
    };
    await send(25);
    const seen: ChatMessage[] = [];
    let newest = await page(cast.forwarder, conversation.id, '?limit=10');
    seen.push(...newest.items);
    const newestSeq = newest.items.at(-1)?.seq ?? 0;
    while (newest.hasMore) {
      await send(3); // arrive while the reader scrolls back
      newest = await page(cast.forwarder, conversation.id, `?limit=10&before=${seen[0]?.seq ?? 0}`);
      seen.unshift(...newest.items);
    }
    let after = newestSeq;
    for (;;) {
      const caught = await page(cast.forwarder, conversation.id, `?limit=4&after=${after}`);
      seen.push(...caught.items);
      after = caught.items.at(-1)?.seq ?? after;
      if (!caught.hasMore) break;
    }
    expect(seen.map((message) => message.text)).toEqual(sent);
    const seqs = seen.map((message) => message.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('searches a conversation case-insensitively', async () => {
    await sendText(ctx.app, cast.forwarder, thread.id, 'Груз: ПЛИТКА керамическая 50%');
    await sendText(ctx.app, cast.forwarder, thread.id, 'другое');
    const found = await page(cast.logisticianA, thread.id, `?q=${encodeURIComponent('плитка')}`);
    expect(found.items.map((message) => message.text)).toEqual(['Груз: ПЛИТКА керамическая 50%']);
    expect((await page(cast.logisticianA, thread.id, '?q=0%25')).items).toHaveLength(1);
  });

  it('counts unread messages and shows receipts as members get and read them', async () => {
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: cast.employee.headers,
      payload: { userId: cast.logisticianA.user.id },
    });
    const conversationId = direct.json<Conversation>().id;
    const before = (await conversationOf(cast.logisticianA, conversationId)).total;
    const first = await sendText(ctx.app, cast.employee, conversationId, 'раз');
    const second = await sendText(ctx.app, cast.employee, conversationId, 'два');
    expect(second.receipt).toBe('SENT');
    const unread = await conversationOf(cast.logisticianA, conversationId);
    expect(unread.item?.unreadCount).toBe(2);
    expect(unread.total).toBe(before + 2);
    expect(unread.item?.lastMessage?.text).toBe('два');
    const badge = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/unread',
      headers: cast.logisticianA.headers,
    });
    expect(badge.json<{ unreadTotal: number }>().unreadTotal).toBe(before + 2);

    const mark = (seq: number, receipt: 'delivered' | 'read') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${conversationId}/read`,
        headers: cast.logisticianA.headers,
        payload: { seq, receipt },
      });
    expect((await mark(second.seq, 'delivered')).statusCode).toBe(200);
    expect((await mark(first.seq, 'read')).statusCode).toBe(200);
    const receipts = (await page(cast.employee, conversationId)).items.map((m) => m.receipt);
    expect(receipts).toEqual(['READ', 'DELIVERED']);
    expect((await conversationOf(cast.logisticianA, conversationId)).item?.unreadCount).toBe(1);
    // Reading backwards never moves the mark back.
    await mark(second.seq, 'read');
    await mark(first.seq, 'read');
    expect((await conversationOf(cast.logisticianA, conversationId)).item?.unreadCount).toBe(0);
    expect((await page(cast.logisticianA, conversationId)).items.map((m) => m.receipt)).toEqual([
      null,
      null,
    ]);
  });
});
