import { RealtimeMessageType, type RealtimeMessage } from '@freight/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  chatCast,
  companyIdOf,
  openThread,
  sendText,
  type ChatCast,
} from '../../../test/chat-factory.js';
import type { SignedInAccount } from '../../../test/company-factory.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';
import { chatEventPayload, CHAT_PAYLOAD_LIMIT_BYTES, signalChat } from './chat-signals.js';
import { loadMessages, messageById } from './message-repo.js';

interface OpenSocket {
  socket: WebSocket;
  messages: RealtimeMessage[];
}

async function listenOn(ctx: TestApp): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws`;
}

async function signedInSocket(url: string, account: SignedInAccount): Promise<OpenSocket> {
  const socket = new WebSocket(url);
  const messages: RealtimeMessage[] = [];
  socket.on('message', (data) =>
    messages.push(JSON.parse((data as Buffer).toString()) as RealtimeMessage),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: account.token }));
  await expect.poll(() => messages.map((message) => message.type)).toContain('ready');
  return { socket, messages };
}

const chatTexts = (open: OpenSocket) =>
  open.messages.flatMap((message) =>
    message.type === RealtimeMessageType.CHAT_MESSAGE ? [message.message.text] : [],
  );

describe(`chat events reach sockets on every instance (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  let cast: ChatCast;
  let threadId: string;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
    firstUrl = await listenOn(first);
    secondUrl = await listenOn(second);
    cast = await chatCast(first.app);
    threadId = (
      await openThread(first.app, cast.forwarder, cast.order.id, companyIdOf(cast.carrierA))
    ).id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("delivers a message sent through one instance to the members' sockets on both, nobody else's", async () => {
    const carrierHere = await signedInSocket(firstUrl, cast.logisticianA);
    const carrierThere = await signedInSocket(secondUrl, cast.carrierA.account);
    const senderOtherTab = await signedInSocket(secondUrl, cast.forwarder);
    const outsider = await signedInSocket(secondUrl, cast.carrierB.account);

    await sendText(first.app, cast.forwarder, threadId, 'Подача завтра в 9:00');

    for (const open of [carrierHere, carrierThere, senderOtherTab]) {
      await expect.poll(() => chatTexts(open)).toEqual(['Подача завтра в 9:00']);
    }
    expect(chatTexts(outsider)).toEqual([]);
    for (const open of [carrierHere, carrierThere, senderOtherTab, outsider]) open.socket.close();
  });

  it('says nothing of a message whose transaction rolled back', async () => {
    const carrier = await signedInSocket(secondUrl, cast.logisticianA);
    const [stored] = await loadMessages(
      first.database.db,
      { id: null, seesDeletedIn: new Set() },
      messageById((await sendText(first.app, cast.forwarder, threadId, 'до отката')).id),
    );
    if (!stored) throw new Error('message not loaded');
    await expect.poll(() => chatTexts(carrier)).toEqual(['до отката']);
    await expect(
      first.database.db.transaction(async (tx) => {
        await signalChat(tx, [cast.logisticianA.user.id], {
          type: RealtimeMessageType.CHAT_MESSAGE,
          message: { ...stored, text: 'never' },
        });
        throw new Error('the change fails after the signal was written');
      }),
    ).rejects.toThrow('the change fails');
    // A committed one afterwards arrives alone: the rolled-back one never went out.
    await sendText(first.app, cast.forwarder, threadId, 'после отката');
    await expect.poll(() => chatTexts(carrier)).toEqual(['до отката', 'после отката']);
    carrier.socket.close();
  });

  it('sends a reference for a message too large for a notification and delivers it whole', async () => {
    const carrier = await signedInSocket(secondUrl, cast.logisticianA);
    const text = 'Ж'.repeat(4_000);
    const sent = await sendText(first.app, cast.forwarder, threadId, text);
    const payload = chatEventPayload([cast.logisticianA.user.id], {
      type: RealtimeMessageType.CHAT_MESSAGE,
      message: sent,
    });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(CHAT_PAYLOAD_LIMIT_BYTES);
    expect(JSON.parse(payload)).toEqual({
      recipients: [cast.logisticianA.user.id],
      ref: { type: RealtimeMessageType.CHAT_MESSAGE, messageId: sent.id },
    });
    await expect.poll(() => chatTexts(carrier)).toEqual([text]);
    carrier.socket.close();
  });

  it('relays typing to the other members, at most once per 2 seconds', async () => {
    const carrier = await signedInSocket(secondUrl, cast.logisticianA);
    const forwarder = cast.forwarder;
    const typing = { type: 'chat.typing' as const, conversationId: threadId };
    const asUser = {
      id: forwarder.user.id,
      role: cast.forwarder.user.role as never,
      companyId: forwarder.user.companyId,
      underReview: false,
    };
    await first.app.realtime.receive(asUser, typing);
    await first.app.realtime.receive(asUser, typing);
    // An outsider's typing signal is dropped.
    await first.app.realtime.receive(
      {
        id: cast.unrelated.user.id,
        role: cast.unrelated.user.role as never,
        companyId: cast.unrelated.user.companyId,
        underReview: false,
      },
      typing,
    );
    await sendText(first.app, cast.forwarder, threadId, 'после набора');
    await expect.poll(() => chatTexts(carrier)).toEqual(['после набора']);
    const typed = carrier.messages.filter(
      (message) => message.type === RealtimeMessageType.CHAT_TYPING,
    );
    expect(typed).toEqual([
      {
        type: RealtimeMessageType.CHAT_TYPING,
        conversationId: threadId,
        userId: forwarder.user.id,
        name: `${forwarder.user.lastName} ${forwarder.user.firstName}`,
      },
    ]);
    carrier.socket.close();
  });

  it('tells members of receipts and of a newly opened thread', async () => {
    const forwarderSocket = await signedInSocket(secondUrl, cast.forwarder);
    const carrierBSocket = await signedInSocket(secondUrl, cast.carrierB.account);
    const message = await sendText(first.app, cast.forwarder, threadId, 'прочтите');
    const read = await first.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${threadId}/read`,
      headers: cast.logisticianA.headers,
      payload: { seq: message.seq, receipt: 'read' },
    });
    expect(read.statusCode).toBe(200);
    await expect
      .poll(() =>
        forwarderSocket.messages.filter((m) => m.type === RealtimeMessageType.CHAT_RECEIPT),
      )
      .toEqual([
        {
          type: RealtimeMessageType.CHAT_RECEIPT,
          conversationId: threadId,
          userId: cast.logisticianA.user.id,
          deliveredSeq: message.seq,
          readSeq: message.seq,
        },
      ]);
    await openThread(first.app, cast.forwarder, cast.order.id, companyIdOf(cast.carrierB));
    await expect
      .poll(() => carrierBSocket.messages.map((m) => m.type))
      .toContain(RealtimeMessageType.CHAT_CONVERSATIONS);
    forwarderSocket.socket.close();
    carrierBSocket.socket.close();
  });
});
