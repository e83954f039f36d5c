import {
  RealtimeMessageType,
  realtimeAuthMessageSchema,
  type RealtimeMessage,
} from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';
import { checkedInHandler, refusalOf } from '../auth/guard.js';

/** How long a socket may stay open without proving who it is. */
const AUTH_TIMEOUT_MS = 5_000;

/** Close codes in the range applications may use (4000–4999). */
export const WsCloseCode = { UNAUTHORIZED: 4401 } as const;

/** What the socket carries: nudges that the user has new notifications. */
const SOCKET_PERMISSION = 'read:notification:self';

/**
 * `GET /api/ws`: the one WebSocket of the app (DESIGN §2). The client sends
 * `{ "type": "auth", "token": <access token> }` first; then the server pushes
 * `{ "type": "notifications" }` whenever the user has a new notification. A socket that does
 * not authenticate in time, with a token that does not verify, or of a user without the
 * permission to read notifications, is closed with 4401.
 */
export const wsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/ws',
    { ...checkedInHandler(SOCKET_PERMISSION), websocket: true, schema: { hide: true } },
    (socket) => {
      const timeout = setTimeout(
        () => socket.close(WsCloseCode.UNAUTHORIZED, 'unauthorized'),
        AUTH_TIMEOUT_MS,
      );
      const authenticate = async (data: RawData) => {
        clearTimeout(timeout);
        let token: string | null = null;
        try {
          const text = Array.isArray(data)
            ? Buffer.concat(data).toString()
            : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString();
          const parsed = realtimeAuthMessageSchema.safeParse(JSON.parse(text));
          token = parsed.success ? parsed.data.token : null;
        } catch {
          token = null;
        }
        const user = token ? await app.tokens.verify(token) : null;
        if (!user || refusalOf(user, SOCKET_PERMISSION)) {
          socket.close(WsCloseCode.UNAUTHORIZED, 'unauthorized');
          return;
        }
        app.realtime.add(user, socket);
        const ready: RealtimeMessage = { type: RealtimeMessageType.READY };
        socket.send(JSON.stringify(ready));
      };
      socket.once('message', (data: RawData) => void authenticate(data));
      socket.once('close', () => clearTimeout(timeout));
    },
  );
};
