import type {
  RealtimeAuthMessage,
  RealtimeClientMessage,
  RealtimeMessage,
  RealtimeMessageType,
} from '@freight/shared';
import ReconnectingWebSocket from 'partysocket/ws';
import { getAccessToken, subscribeToSession } from '../session/session-storage';

/**
 * Waits before reconnecting: 1 s, doubling up to half a minute. A connection that stayed up
 * for 5 s counts as healthy, so the next drop waits 1 s again.
 */
const RECONNECTION = {
  minReconnectionDelay: 1_000,
  reconnectionDelayGrowFactor: 2,
  maxReconnectionDelay: 30_000,
  minUptime: 5_000,
} as const;

type RealtimeListener = (message: RealtimeMessage) => void;

/** What the app listens for, by message type; the socket is open while this is not empty. */
const listeners = new Map<RealtimeMessageType, Set<RealtimeListener>>();
let socket: ReconnectingWebSocket | null = null;
let stopFollowingSession: (() => void) | null = null;
/** The token the open socket last signed in with. */
let signedInWith: string | null = null;
/** How many connections opened so far; each reconnection counts. */
let connections = 0;

/**
 * Which connection the socket is on (1 for the first): a listener of `ready` tells a new
 * connection, which may have missed messages, from a re-sign-in after a token refresh.
 */
export function realtimeConnectionNumber(): number {
  return connections;
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/ws`;
}

function deliver(event: MessageEvent): void {
  let message: RealtimeMessage;
  try {
    message = JSON.parse(String(event.data)) as RealtimeMessage;
  } catch {
    return;
  }
  // `ready` confirms each sign-in, the first and every one after a reconnection: listeners of
  // it fetch what they may have missed while the socket was down.
  listeners.get(message.type)?.forEach((listener) => listener(message));
}

function signIn(on: ReconnectingWebSocket, token: string): void {
  const auth: RealtimeAuthMessage = { type: 'auth', token };
  on.send(JSON.stringify(auth));
  signedInWith = token;
}

/**
 * Each connection, the first as well as every reconnection, signs in with the access token
 * stored at that moment: a session refreshed while the socket was down carries on.
 */
function openSocket(): ReconnectingWebSocket {
  const opened = new ReconnectingWebSocket(socketUrl, null, RECONNECTION);
  opened.addEventListener('open', () => {
    connections += 1;
    const token = getAccessToken();
    if (!token) {
      closeSocket();
      return;
    }
    signIn(opened, token);
  });
  opened.addEventListener('message', deliver);
  return opened;
}

/**
 * Sends a message to the server when the socket is open and signed in; a message that cannot
 * go now (typing) is dropped rather than queued.
 */
export function sendRealtime(message: RealtimeClientMessage): void {
  if (socket?.readyState === ReconnectingWebSocket.OPEN) socket.send(JSON.stringify(message));
}

function closeSocket(): void {
  socket?.close();
  socket = null;
  signedInWith = null;
}

/**
 * Opens the socket when someone listens and a user is signed in; closes it otherwise. A token
 * refreshed while the socket is open signs it in again at once: the server closes a socket
 * whose token expired.
 */
function followSession(): void {
  const token = getAccessToken();
  const wanted = listeners.size > 0 && token !== null;
  if (wanted && !socket) socket = openSocket();
  if (!wanted) closeSocket();
  if (wanted && socket?.readyState === ReconnectingWebSocket.OPEN && token !== signedInWith) {
    signIn(socket, token);
  }
}

/**
 * Calls `listener` with every message of `type` the server pushes on the tab's one socket to
 * `/api/ws` (docs/decisions/011). The socket opens with the first listener while a user is
 * signed in, follows sign-in and sign-out, reconnects after a drop, and closes when the last
 * listener leaves. Answers how to stop listening.
 */
export function subscribeToRealtime(
  type: RealtimeMessageType,
  listener: RealtimeListener,
): () => void {
  const ofType = listeners.get(type) ?? new Set<RealtimeListener>();
  listeners.set(type, ofType);
  ofType.add(listener);
  stopFollowingSession ??= subscribeToSession(followSession);
  followSession();
  return () => {
    ofType.delete(listener);
    if (ofType.size === 0) listeners.delete(type);
    if (listeners.size > 0) return;
    stopFollowingSession?.();
    stopFollowingSession = null;
    closeSocket();
  };
}
