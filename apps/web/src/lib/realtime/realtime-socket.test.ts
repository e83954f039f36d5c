import { RealtimeMessageType, type RealtimeMessage } from '@freight/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/factories';
import { stubWebSocket } from '../../test/websocket-stub';
import { clearSession, saveTokens, StorageKey } from '../session/session-storage';
import { subscribeToRealtime } from './realtime-socket';

const subscriptions: (() => void)[] = [];

/** Listens like the app does; every test's listeners stop afterwards, closing the socket. */
function listen(
  type: RealtimeMessageType,
  listener: (message: RealtimeMessage) => void = () => undefined,
): () => void {
  const stop = subscribeToRealtime(type, listener);
  subscriptions.push(stop);
  return stop;
}

/** Lets the socket's timers and promises run, e.g. its (asynchronous) first connection. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  subscriptions.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('the realtime socket', () => {
  it('signs in with the stored access token and hands over what the server pushes', async () => {
    signIn();
    const sockets = stubWebSocket();
    const received: RealtimeMessage[] = [];
    listen(RealtimeMessageType.NOTIFICATIONS, (message) => received.push(message));
    await settle();

    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://localhost:3000/api/ws');
    sockets[0]?.serverOpens();
    expect(sockets[0]?.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'auth', token: 'access-1' },
    ]);
    sockets[0]?.serverSends({ type: 'ready' });
    sockets[0]?.serverSends({ type: 'notifications' });
    expect(received).toEqual([{ type: 'notifications' }]);
  });

  it('reconnects after a drop, later each time, with the token stored by then', async () => {
    signIn();
    const sockets = stubWebSocket();
    listen(RealtimeMessageType.NOTIFICATIONS);
    await settle();

    sockets[0]?.serverCloses();
    await settle(999);
    expect(sockets).toHaveLength(1);
    await settle(1);
    expect(sockets).toHaveLength(2);

    localStorage.setItem(StorageKey.ACCESS_TOKEN, 'access-2');
    sockets[1]?.serverCloses();
    await settle(1_999);
    expect(sockets).toHaveLength(2);
    await settle(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.serverOpens();
    expect(sockets[2]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-2' })]);
  });

  it('waits a second again after a connection that stayed up', async () => {
    signIn();
    const sockets = stubWebSocket();
    listen(RealtimeMessageType.NOTIFICATIONS);
    await settle();
    sockets[0]?.serverCloses();
    await settle(1_000);
    sockets[1]?.serverOpens();
    await settle(5_000);

    sockets[1]?.serverCloses();
    await settle(999);
    expect(sockets).toHaveLength(2);
    await settle(1);
    expect(sockets).toHaveLength(3);
  });

  it('opens nothing without a session, and nothing more once closed', async () => {
    const sockets = stubWebSocket();
    listen(RealtimeMessageType.NOTIFICATIONS)();
    await settle();
    expect(sockets).toHaveLength(0);

    signIn();
    const stop = listen(RealtimeMessageType.NOTIFICATIONS);
    await settle();
    stop();
    await settle(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.readyState).toBe(3);
  });

  it('keeps one socket for the whole tab and hands each listener the messages of its type', async () => {
    signIn();
    const sockets = stubWebSocket();
    const bell: RealtimeMessage[] = [];
    const page: RealtimeMessage[] = [];
    const stopBell = listen(RealtimeMessageType.NOTIFICATIONS, (message) => bell.push(message));
    listen(RealtimeMessageType.NOTIFICATIONS, (message) => page.push(message));
    await settle();
    expect(sockets).toHaveLength(1);

    sockets[0]?.serverOpens();
    sockets[0]?.serverSends({ type: 'notifications' });
    sockets[0]?.serverSends({ type: 'chat' });
    expect(bell).toEqual([{ type: 'notifications' }]);
    expect(page).toEqual([{ type: 'notifications' }]);

    stopBell();
    sockets[0]?.serverSends({ type: 'notifications' });
    expect(bell).toHaveLength(1);
    expect(page).toHaveLength(2);
    expect(sockets[0]?.readyState).toBe(1);
  });

  it('closes the socket on sign-out and opens a new one on sign-in while someone listens', async () => {
    signIn();
    const sockets = stubWebSocket();
    listen(RealtimeMessageType.NOTIFICATIONS);
    await settle();
    sockets[0]?.serverOpens();

    clearSession();
    expect(sockets[0]?.readyState).toBe(3);
    await settle(60_000);
    expect(sockets).toHaveLength(1);

    signIn();
    await settle();
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-1' })]);
  });

  it('signs the open socket in again when the session refreshes its token, without reconnecting', async () => {
    signIn();
    const sockets = stubWebSocket();
    listen(RealtimeMessageType.NOTIFICATIONS);
    await settle();
    sockets[0]?.serverOpens();

    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    // Another change of the session (the account saved) sends nothing more.
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'auth', token: 'access-1' },
      { type: 'auth', token: 'access-2' },
    ]);
  });

  it('hands ready to its listeners on every sign-in, so they can catch up after a reconnection', async () => {
    signIn();
    const sockets = stubWebSocket();
    const readies: RealtimeMessage[] = [];
    listen(RealtimeMessageType.READY, (message) => readies.push(message));
    await settle();
    sockets[0]?.serverOpens();
    sockets[0]?.serverSends({ type: 'ready' });
    sockets[0]?.serverCloses();
    await settle(1_000);
    sockets[1]?.serverOpens();
    sockets[1]?.serverSends({ type: 'ready' });
    expect(readies).toHaveLength(2);
  });
});
