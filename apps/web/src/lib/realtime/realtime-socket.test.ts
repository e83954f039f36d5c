import type { RealtimeMessage } from '@freight/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/factories';
import { stubWebSocket } from '../../test/websocket-stub';
import { StorageKey } from '../session/session-storage';
import { openRealtime } from './realtime-socket';

afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime socket', () => {
  it('signs in with the stored access token and hands over what the server pushes', () => {
    signIn();
    const sockets = stubWebSocket();
    const received: RealtimeMessage[] = [];
    const close = openRealtime((message) => received.push(message));

    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://localhost:3000/api/ws');
    sockets[0]?.serverOpens();
    expect(sockets[0]?.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'auth', token: 'access-1' },
    ]);
    sockets[0]?.serverSends({ type: 'ready' });
    sockets[0]?.serverSends({ type: 'notifications' });
    expect(received).toEqual([{ type: 'notifications' }]);
    close();
  });

  it('reconnects after a drop, later each time, with the token stored by then', () => {
    vi.useFakeTimers();
    signIn();
    const sockets = stubWebSocket();
    const close = openRealtime(() => undefined);

    sockets[0]?.serverCloses();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    localStorage.setItem(StorageKey.ACCESS_TOKEN, 'access-2');
    sockets[1]?.serverCloses();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.serverOpens();
    expect(sockets[2]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-2' })]);
    close();
  });

  it('opens nothing without a session, and nothing more once closed', () => {
    vi.useFakeTimers();
    const sockets = stubWebSocket();
    openRealtime(() => undefined)();
    expect(sockets).toHaveLength(0);

    signIn();
    const close = openRealtime(() => undefined);
    close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.readyState).toBe(3);
  });
});
