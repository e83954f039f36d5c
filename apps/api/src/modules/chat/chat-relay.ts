import { RealtimeMessageType, type RealtimeMessage } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import { CHAT_CHANNEL, signalChat, type ChatEventPayload } from './chat-signals.js';
import { findMemberIds } from './membership-repo.js';
import { loadMessages, messageById } from './message-repo.js';
import { findPersonName } from './people-repo.js';

/** One typing signal per user and conversation at most this often. */
const TYPING_SIGNAL_INTERVAL_MS = 2_000;
/** Past this many remembered typists, the stale ones are forgotten. */
const TYPING_THROTTLE_ENTRIES = 10_000;

/**
 * Delivers chat events to the sockets held by this process: every API process listens on
 * CHAT_CHANNEL, so a message committed through any of them reaches its members wherever they
 * are connected. An event too large for a NOTIFY arrives as a reference; the row is read here.
 * Also relays the clients' typing signals to the other members of the conversation.
 */
export const chatRelay: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  let stopListening: (() => Promise<void>) | undefined;

  async function resolve(payload: ChatEventPayload): Promise<RealtimeMessage | null> {
    if ('message' in payload) return payload.message;
    const [message] = await loadMessages(
      db,
      { id: null, seesDeletedIn: new Set() },
      messageById(payload.ref.messageId),
    );
    return message ? { type: payload.ref.type, message } : null;
  }

  async function deliver(raw: string): Promise<void> {
    const payload = JSON.parse(raw) as ChatEventPayload;
    const here = payload.recipients.filter((id) => app.realtime.isConnectedHere(id));
    if (here.length === 0) return;
    const message = await resolve(payload);
    if (!message) return;
    for (const userId of here) app.realtime.send(userId, message);
  }

  const lastTypingAt = new Map<string, number>();
  /** Entries older than the interval throttle nothing any more. */
  const forgetTypingBefore = (now: number) => {
    for (const [key, at] of lastTypingAt) {
      if (now - at >= TYPING_SIGNAL_INTERVAL_MS) lastTypingAt.delete(key);
    }
  };
  app.realtime.onClientMessage('chat.typing', async (user, message) => {
    const key = `${user.id}:${message.conversationId}`;
    const now = Date.now();
    if (now - (lastTypingAt.get(key) ?? 0) < TYPING_SIGNAL_INTERVAL_MS) return;
    lastTypingAt.set(key, now);
    if (lastTypingAt.size > TYPING_THROTTLE_ENTRIES) forgetTypingBefore(now);
    const memberIds = await findMemberIds(db, message.conversationId);
    if (!memberIds.includes(user.id)) return;
    // Outside any transaction: the signal goes out at once.
    await signalChat(
      db,
      memberIds.filter((id) => id !== user.id),
      {
        type: RealtimeMessageType.CHAT_TYPING,
        conversationId: message.conversationId,
        userId: user.id,
        name: await findPersonName(db, user.id),
      },
    );
  });

  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(CHAT_CHANNEL, (raw) => {
      deliver(raw).catch((error: unknown) =>
        app.log.error({ err: error }, 'chat event not relayed'),
      );
    });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
};
