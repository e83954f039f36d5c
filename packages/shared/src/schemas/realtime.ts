import { z } from 'zod';
import type { ChatMessage } from './chat.js';

/**
 * `GET /api/ws` (docs/decisions/011): the client's first message, with its access token (a
 * browser cannot set the header on a WebSocket). A client sends it again after a token refresh.
 */
export const realtimeAuthMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1),
});
export type RealtimeAuthMessage = z.infer<typeof realtimeAuthMessageSchema>;

/** What a signed-in client may send after `auth`: that its user is typing. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  realtimeAuthMessageSchema,
  z.object({ type: z.literal('chat.typing'), conversationId: z.uuid() }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** What the server pushes, by `type`. */
export const RealtimeMessageType = {
  /** The token verified. */
  READY: 'ready',
  /** The user has a new notification: fetch them again. */
  NOTIFICATIONS: 'notifications',
  /** A new message in one of the user's conversations, whole. */
  CHAT_MESSAGE: 'chat.message',
  /** A message was edited or deleted: its new state, whole. */
  CHAT_MESSAGE_UPDATED: 'chat.message_updated',
  /** A member got or read the messages of a conversation up to a seq. */
  CHAT_RECEIPT: 'chat.receipt',
  /** A member is typing. */
  CHAT_TYPING: 'chat.typing',
  /** The user's list of conversations changed otherwise (one opened, membership moved). */
  CHAT_CONVERSATIONS: 'chat.conversations',
  /** Orders the user sees changed (status, responses, files, problems): refetch them. */
  ORDER_CHANGED: 'order.changed',
} as const;
export type RealtimeMessageType = (typeof RealtimeMessageType)[keyof typeof RealtimeMessageType];

export type RealtimeMessage =
  | { type: typeof RealtimeMessageType.READY }
  | { type: typeof RealtimeMessageType.NOTIFICATIONS }
  | { type: typeof RealtimeMessageType.CHAT_MESSAGE; message: ChatMessage }
  | { type: typeof RealtimeMessageType.CHAT_MESSAGE_UPDATED; message: ChatMessage }
  | {
      type: typeof RealtimeMessageType.CHAT_RECEIPT;
      conversationId: string;
      userId: string;
      deliveredSeq: number;
      readSeq: number;
    }
  | {
      type: typeof RealtimeMessageType.CHAT_TYPING;
      conversationId: string;
      userId: string;
      name: string;
    }
  | { type: typeof RealtimeMessageType.CHAT_CONVERSATIONS }
  | {
      type: typeof RealtimeMessageType.ORDER_CHANGED;
      /** The orders that changed; null when too many changed at once to name (refetch all). */
      orderIds: string[] | null;
    };

/** The message of one `type`. */
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<
  RealtimeMessage,
  { type: T }
>;
