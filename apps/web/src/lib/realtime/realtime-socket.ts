import {
  RealtimeMessageType,
  type RealtimeAuthMessage,
  type RealtimeMessage,
} from '@freight/shared';
import { getAccessToken } from '../session/session-storage';

/** Waits before reconnecting: 1 s, doubling up to half a minute. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/ws`;
}

/**
 * Keeps one socket to `/api/ws` open while the user is signed in: it authenticates with the
 * stored access token (its first message), hands every message to `onMessage`, and reconnects
 * after a drop with a growing pause — with the token stored then, so a refreshed session
 * carries on. Answers how to close it for good.
 */
export function openRealtime(onMessage: (message: RealtimeMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function connect(): void {
    const token = getAccessToken();
    if (stopped || !token || typeof WebSocket === 'undefined') return;
    const current = new WebSocket(socketUrl());
    socket = current;
    const auth: RealtimeAuthMessage = { type: 'auth', token };
    current.onopen = () => current.send(JSON.stringify(auth));
    current.onmessage = (event: MessageEvent) => {
      let message: RealtimeMessage | null = null;
      try {
        message = JSON.parse(String(event.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (message.type === RealtimeMessageType.READY) retryMs = FIRST_RETRY_MS;
      else onMessage(message);
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close();
  };
}
