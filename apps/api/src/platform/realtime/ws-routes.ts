import {
  RealtimeMessageType,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimeMessage,
} from '@freight/shared';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import type { RawData } from 'ws';
import { findAccount } from '../accounts/account-repo.js';
import type { AuthUser } from '../auth/access-token.js';
import { checkedInHandler, refusalOf } from '../auth/guard.js';
import type { HubSocket } from './realtime-hub.js';

/** How long a socket may stay open without proving who it is. */
const AUTH_TIMEOUT_MS = 5_000;

/**
 * How the server closes sockets: 4401 (in the range applications may use) ends a session, and
 * the client stops; 1012 (the standard's "service restart") asks the client to reconnect, and
 * it refetches what it shows once signed in again.
 */
export const WsCloseCode = { UNAUTHORIZED: 4401, RECONNECT: 1012 } as const;

/** What the socket carries: nudges that the user has new notifications. */
const SOCKET_PERMISSION = 'read:notification:self';

/** The longest a timer may wait (setTimeout fires at once beyond 2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString();
}

/** The client's message, or null for anything that is not one (junk is ignored, never fatal). */
function parseClientMessage(data: RawData): RealtimeClientMessage | null {
  try {
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(textOf(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Milliseconds until a verified token expires (its `exp`); null when it carries none. */
function msUntilExpiry(token: string): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 - Date.now() : null;
}

/**
 * One socket's life after it opened: it must authenticate first; then it may authenticate
 * again (after a token refresh, which replaces its user and pushes its closing time back) and
 * send other messages, handed to the hub. It closes with 4401 when a token does not verify or
 * the last token it proved expires.
 */
class SocketSession {
  private user: AuthUser | null = null;
  private expiryTimer: NodeJS.Timeout | undefined;
  private readonly authTimer: NodeJS.Timeout;
  /** Messages are handled one after another, so a re-`auth` and what follows keep their order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: HubSocket & { on(event: 'message', l: (d: RawData) => void): unknown },
    private readonly verify: (token: string) => Promise<AuthUser | null>,
    private readonly hub: {
      add(user: AuthUser, socket: HubSocket): void;
      replaceUser(socket: HubSocket, user: AuthUser): void;
      receive(user: AuthUser, message: RealtimeClientMessage): Promise<boolean>;
    },
    private readonly log: FastifyBaseLogger,
  ) {
    this.authTimer = setTimeout(() => this.refuse(), AUTH_TIMEOUT_MS);
    socket.on('message', (data) => {
      this.queue = this.queue
        .then(() => this.handle(data))
        .catch((error: unknown) => {
          // A handler's failure is this message's only: the socket stays open.
          this.log.warn({ err: error }, 'realtime message failed');
        });
    });
    socket.once('close', () => {
      clearTimeout(this.authTimer);
      clearTimeout(this.expiryTimer);
    });
  }

  private refuse(): void {
    this.socket.close(WsCloseCode.UNAUTHORIZED, 'unauthorized');
  }

  private async handle(data: RawData): Promise<void> {
    const message = parseClientMessage(data);
    if (!this.user) {
      // Before sign-in, anything but a valid `auth` closes the socket.
      clearTimeout(this.authTimer);
      if (message?.type === 'auth') await this.authenticate(message.token);
      else this.refuse();
      return;
    }
    if (!message) return;
    if (message.type === 'auth') return this.authenticate(message.token);
    await this.hub.receive(this.user, message);
  }

  private async authenticate(token: string): Promise<void> {
    const user = await this.verify(token);
    // Closed while the token was checked: filing it now would keep a dead socket (and its
    // user's presence) in the hub, as its close event has passed.
    if (this.socket.readyState !== this.socket.OPEN) return;
    const remainingMs = user ? msUntilExpiry(token) : null;
    if (!user || refusalOf(user, SOCKET_PERMISSION) || (remainingMs !== null && remainingMs <= 0)) {
      this.refuse();
      return;
    }
    if (this.user) this.hub.replaceUser(this.socket, user);
    else this.hub.add(user, this.socket);
    this.user = user;
    clearTimeout(this.expiryTimer);
    if (remainingMs !== null) {
      this.expiryTimer = setTimeout(() => this.refuse(), Math.min(remainingMs, MAX_TIMER_MS));
    }
    const ready: RealtimeMessage = { type: RealtimeMessageType.READY };
    this.socket.send(JSON.stringify(ready));
  }
}

/**
 * `GET /api/ws`: the one WebSocket of the app (DESIGN §2). The client sends
 * `{ "type": "auth", "token": <access token> }` first and again after each token refresh
 * (answered by `ready` each time); then the server pushes what concerns the user
 * (notifications, chat, order events) and the client may send `chat.typing`. A socket that does
 * not authenticate in time, with a token that does not verify, of a deactivated account, of a
 * user without the permission to read notifications, or whose token expires without a fresh `auth`, is closed with 4401.
 */
export const wsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/ws',
    { ...checkedInHandler(SOCKET_PERMISSION), websocket: true, schema: { hide: true } },
    (socket) => {
      // A deactivated account's access token stays valid until it expires; its sockets were
      // closed (account-events-relay.ts) and must not come back: each sign-in asks the database.
      const verify = async (token: string) => {
        const user = await app.tokens.verify(token);
        if (!user) return null;
        const account = await findAccount(app.database.db, user.id);
        return account?.isActive ? user : null;
      };
      new SocketSession(socket, verify, app.realtime, app.log);
    },
  );
};
