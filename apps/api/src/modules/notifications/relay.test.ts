import { NotificationType, Role } from '@freight/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newPlatformAccount, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { createNotifications } from './service.js';

/** A socket to the running server and every message it has received, parsed. */
interface OpenSocket {
  socket: WebSocket;
  messages: { type: string }[];
  closed: Promise<number>;
}

describe(`new notifications reach the user's open sockets (${testDriver})`, () => {
  let ctx: TestApp;
  let url: string;
  let reader: SignedInAccount;
  let other: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws`;
    reader = await newPlatformAccount(ctx.app, Role.CB);
    other = await newPlatformAccount(ctx.app, Role.MODERATOR);
  });
  afterAll(() => ctx.close());

  function connect(): Promise<OpenSocket> {
    const socket = new WebSocket(url);
    const messages: { type: string }[] = [];
    socket.on('message', (data) =>
      messages.push(JSON.parse((data as Buffer).toString()) as { type: string }),
    );
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve({ socket, messages, closed }));
      socket.once('error', reject);
    });
  }

  async function signedInSocket(account: SignedInAccount): Promise<OpenSocket> {
    const open = await connect();
    open.socket.send(JSON.stringify({ type: 'auth', token: account.token }));
    await expect.poll(() => open.messages.map((message) => message.type)).toContain('ready');
    return open;
  }

  const notify = (userId: string) =>
    ctx.database.db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId,
          type: NotificationType.COMPANY_APPROVED,
          message: 'Your company has been approved',
        },
      ]),
    );

  const nudges = (open: OpenSocket) =>
    open.messages.filter((message) => message.type === 'notifications').length;

  it("tells the user's socket once the notification's transaction commits, nobody else's", async () => {
    const mine = await signedInSocket(reader);
    const theirs = await signedInSocket(other);

    await notify(reader.user.id);

    await expect.poll(() => nudges(mine)).toBe(1);
    expect(nudges(theirs)).toBe(0);
    mine.socket.close();
    theirs.socket.close();
  });

  it('says nothing of a notification whose transaction rolled back', async () => {
    const mine = await signedInSocket(reader);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await createNotifications(tx, [
          { userId: reader.user.id, type: NotificationType.COMPANY_APPROVED, message: 'never' },
        ]);
        throw new Error('the change fails after the notification was written');
      }),
    ).rejects.toThrow('the change fails');
    // A committed one afterwards arrives alone: the rolled-back one never went out.
    await notify(reader.user.id);
    await expect.poll(() => nudges(mine)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(nudges(mine)).toBe(1);
    mine.socket.close();
  });

  it('closes a socket whose first message carries no valid token (4401)', async () => {
    const forged = await connect();
    forged.socket.send(JSON.stringify({ type: 'auth', token: `${reader.token}x` }));
    expect(await forged.closed).toBe(4401);

    const garbled = await connect();
    garbled.socket.send('hello');
    expect(await garbled.closed).toBe(4401);
  });
});
