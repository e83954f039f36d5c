import { RealtimeMessageType, type RealtimeMessage } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { notifyChannel } from './signal-repo.js';

/** The PostgreSQL channel every API process listens on for chat events (`chat-relay.ts`). */
export const CHAT_CHANNEL = 'chat_events';

/** NOTIFY payloads must stay under 8,000 bytes; this leaves room for the envelope. */
export const CHAT_PAYLOAD_LIMIT_BYTES = 7_900;

/** A message event too large to carry: receivers read the message row instead. */
export interface ChatEventRef {
  type: typeof RealtimeMessageType.CHAT_MESSAGE | typeof RealtimeMessageType.CHAT_MESSAGE_UPDATED;
  messageId: string;
}

export type ChatEventPayload =
  { recipients: string[]; message: RealtimeMessage } | { recipients: string[]; ref: ChatEventRef };

/** The envelope for `message`, or its reference when the whole would not fit a NOTIFY. */
export function chatEventPayload(recipients: readonly string[], message: RealtimeMessage): string {
  const whole = JSON.stringify({ recipients: [...recipients], message } satisfies ChatEventPayload);
  if (Buffer.byteLength(whole, 'utf8') <= CHAT_PAYLOAD_LIMIT_BYTES) return whole;
  if (
    message.type !== RealtimeMessageType.CHAT_MESSAGE &&
    message.type !== RealtimeMessageType.CHAT_MESSAGE_UPDATED
  ) {
    throw new Error(`chat event ${message.type} does not fit a notification`);
  }
  return JSON.stringify({
    recipients: [...recipients],
    ref: { type: message.type, messageId: message.message.id },
  } satisfies ChatEventPayload);
}

/**
 * Sends `message` to `recipientIds` on every API process. Called inside the transaction of the
 * change it announces, PostgreSQL delivers it when (and only if) that transaction commits;
 * called on the pool (typing), it goes out at once.
 */
export async function signalChat(
  db: DbExecutor,
  recipientIds: readonly string[],
  message: RealtimeMessage,
): Promise<void> {
  if (recipientIds.length === 0) return;
  await notifyChannel(db, CHAT_CHANNEL, chatEventPayload(recipientIds, message));
}
