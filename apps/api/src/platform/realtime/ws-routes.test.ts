import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  listenForSockets,
  openSocket,
  signedInSocket,
  type TestSocket,
} from '../../../test/realtime-client.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';
import { notifyAccountSessionsEnded } from './account-events-repo.js';
import { isOnline, onlineUserIds } from './presence-repo.js';

describe(`the socket after sign-in, presence, deactivation (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;
  let urlOfFirst: string;
  let urlOfSecond: string;
  let owner: SignedInAccount;
  let employee: SignedInAccount;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
    urlOfFirst = await listenForSockets(first.app);
    urlOfSecond = await listenForSockets(second.app);
    owner = await newCompanyOwner(first.app, 'FORWARDER');
    employee = await newCompanyStaff(first.app, owner.company!);
  });
  afterAll(async () => {
    for (const open of sockets) open.socket.close();
    await second.close();
    await first.close();
  });

  const connect = async (url: string, token: string) => {
    const open = await signedInSocket(url, token);
    sockets.push(open);
    return open;
  };

  /** A token of `account` signed with the app's secret, expiring in `seconds`. */
  const tokenExpiringIn = (account: SignedInAccount, seconds: number) =>
    new SignJWT({
      role: account.user.role,
      companyId: account.user.companyId,
      underReview: false,
      sep: 0,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(new TextEncoder().encode(first.config.jwtSecret));

  it('answers a fresh auth with ready and keeps the socket; a bad one closes it with 4401', async () => {
    const open = await connect(urlOfFirst, owner.token);
    open.send({ type: 'auth', token: await tokenExpiringIn(owner, 600) });
    await expect.poll(() => open.readyCount()).toBe(2);
    expect(open.isOpen()).toBe(true);

    open.send({ type: 'auth', token: `${owner.token}x` });
    expect(await open.closed).toBe(4401);
  });

  it('ignores junk after sign-in and stays open', async () => {
    const open = await connect(urlOfFirst, owner.token);
    open.send('not json');
    open.send({ type: 'no.such.type' });
    open.send({ type: 'chat.typing', conversationId: 'not-a-uuid' });
    open.send({ type: 'auth' });
    // Messages are handled in order: the answer to this one comes after all of the above.
    open.send({ type: 'auth', token: owner.token });
    await expect.poll(() => open.readyCount()).toBe(2);
    expect(open.isOpen()).toBe(true);
  });

  it("hands a signed-in client's message to the handler of its type, with its user", async () => {
    const received: { userId: string; conversationId: string }[] = [];
    first.app.realtime.onClientMessage('chat.typing', (user, message) => {
      received.push({ userId: user.id, conversationId: message.conversationId });
    });
    const open = await connect(urlOfFirst, employee.token);
    const conversationId = crypto.randomUUID();
    open.send({ type: 'chat.typing', conversationId });
    await expect.poll(() => received).toEqual([{ userId: employee.user.id, conversationId }]);
  });

  it('closes a socket when its token expires, unless it signed in again in time', async () => {
    const expiring = await connect(urlOfFirst, await tokenExpiringIn(owner, 2));
    const renewed = await connect(urlOfFirst, await tokenExpiringIn(owner, 2));
    renewed.send({ type: 'auth', token: await tokenExpiringIn(owner, 600) });
    await expect.poll(() => renewed.readyCount()).toBe(2);

    expect(await expiring.closed).toBe(4401);
    expect(renewed.isOpen()).toBe(true);
  });

  it('refuses an expired token at sign-in', async () => {
    const open = await openSocket(urlOfFirst);
    open.send({ type: 'auth', token: await tokenExpiringIn(owner, -5) });
    expect(await open.closed).toBe(4401);
  });

  it('records who is online on any instance, and forgets them when their last socket closes', async () => {
    const db = first.database.db;
    const staff = await newCompanyStaff(first.app, owner.company!);
    expect(await isOnline(db, staff.user.id)).toBe(false);

    const onFirst = await connect(urlOfFirst, staff.token);
    const onSecond = await connect(urlOfSecond, staff.token);
    await expect.poll(() => isOnline(db, staff.user.id)).toBe(true);
    const offline = await newCompanyStaff(first.app, owner.company!);
    expect([...(await onlineUserIds(db, [staff.user.id, offline.user.id]))]).toEqual([
      staff.user.id,
    ]);

    onFirst.socket.close();
    await onFirst.closed;
    // Still connected to the second instance.
    expect(await isOnline(second.database.db, staff.user.id)).toBe(true);
    onSecond.socket.close();
    await expect.poll(() => isOnline(db, staff.user.id)).toBe(false);
  });

  it("takes an instance's users offline when it shuts down", async () => {
    const third = await createSecondInstance(first);
    const url = await listenForSockets(third.app);
    const staff = await newCompanyStaff(first.app, owner.company!);
    await signedInSocket(url, staff.token);
    await expect.poll(() => isOnline(first.database.db, staff.user.id)).toBe(true);

    await third.close();
    expect(await isOnline(first.database.db, staff.user.id)).toBe(false);
  });

  it("closes a deactivated employee's sockets on every instance (4401)", async () => {
    const staff = await newCompanyStaff(first.app, owner.company!);
    const onFirst = await connect(urlOfFirst, staff.token);
    const onSecond = await connect(urlOfSecond, staff.token);
    const colleague = await connect(urlOfSecond, employee.token);

    const deactivated = await first.app.inject({
      method: 'POST',
      url: `/api/employees/${staff.user.id}/deactivate`,
      headers: owner.headers,
    });
    expect(deactivated.statusCode).toBe(200);

    expect(await onFirst.closed).toBe(4401);
    expect(await onSecond.closed).toBe(4401);
    expect(colleague.isOpen()).toBe(true);

    // Its access token still verifies until it expires, but the socket does not come back.
    const again = await openSocket(urlOfFirst);
    again.send({ type: 'auth', token: staff.token });
    expect(await again.closed).toBe(4401);
  });

  it('keeps the sockets of an account whose deactivation rolled back', async () => {
    const staff = await newCompanyStaff(first.app, owner.company!);
    const open = await connect(urlOfSecond, staff.token);
    await expect(
      first.database.db.transaction(async (tx) => {
        await notifyAccountSessionsEnded(tx, staff.user.id);
        throw new Error('the deactivation fails');
      }),
    ).rejects.toThrow('the deactivation fails');
    // A committed one for someone else arrives after it would have: this socket stayed open.
    const other = await newCompanyStaff(first.app, owner.company!);
    const otherSocket = await connect(urlOfSecond, other.token);
    await notifyAccountSessionsEnded(first.database.db, other.user.id);
    expect(await otherSocket.closed).toBe(4401);
    expect(open.isOpen()).toBe(true);
  });
});
