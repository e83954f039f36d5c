import { z } from 'zod';
import {
  CHAT_MAX_ATTACHMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  ConversationKind,
  MessageReceipt,
} from '../chat/chat-rules.js';
import { ValidationMessage } from '../validation/messages.js';
import { storedFileSchema } from './files.js';

/**
 * Issue 15, the chat's HTTP contract (docs/api/chat.md). Every call checks that the caller is
 * a member of the conversation and answers 404 otherwise.
 */

/** Someone in a conversation or offered by the user picker. */
export const chatPersonSchema = z.object({
  id: z.uuid(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  role: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** A message's attachment: a stored file (`GET /api/files/:id` serves it to members). */
export const chatAttachmentSchema = storedFileSchema;
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  /** The sender's id for this message: sending the same one twice stores one message. */
  clientId: z.uuid(),
  conversationId: z.uuid(),
  /** Increases with every message of the platform: the cursor of the history. */
  seq: z.number().int(),
  sender: chatPersonSchema,
  /** Empty once deleted (except for the CB while a problem of the order is under review). */
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
  /** Of the caller's own messages: how far it got; null on others' messages. */
  receipt: z.enum(MessageReceipt).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ConversationKind),
  /** A direct conversation: the other person's name; an order thread: the order's number. */
  title: z.string(),
  /** An order thread's order and carrier side; null for a direct conversation. */
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  carrierCompanyId: z.uuid().nullable(),
  carrierCompanyName: z.string().nullable(),
  /** The other person of a direct conversation. */
  counterpart: chatPersonSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  lastActivityAt: z.iso.datetime(),
  unreadCount: z.number().int(),
  /** False when the caller may read but no longer write (a carrier whose response ended). */
  canWrite: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /api/chat/conversations`: newest activity first. */
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  /** Unread messages across all the caller's conversations (the menu's badge). */
  unreadTotal: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** `GET /api/chat/unread`: the menu's badge alone. */
export const chatUnreadSchema = z.object({ unreadTotal: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** `GET /api/chat/people?q=`: whom the caller may write to (the user picker). */
export const chatPeopleQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ChatPeopleQuery = z.infer<typeof chatPeopleQuerySchema>;
export const chatPeopleSchema = z.object({ items: z.array(chatPersonSchema) });

/** `POST /api/chat/direct`: opens (or finds) the direct conversation with a person. */
export const startDirectConversationSchema = z.object({ userId: z.uuid() });
export type StartDirectConversation = z.infer<typeof startDirectConversationSchema>;

/**
 * `POST /api/chat/order-threads`: opens (or finds) an order's thread. The forwarder side names
 * the carrier (one thread per responding carrier before the selection); a carrier's side and
 * the CB may leave it out (their own side, the selected carrier).
 */
export const openOrderThreadSchema = z.object({
  orderId: z.uuid(),
  carrierCompanyId: z.uuid().optional(),
});
export type OpenOrderThread = z.infer<typeof openOrderThreadSchema>;

/** `GET /api/orders/:id/chat-threads`: the threads of an order the caller may open. */
export const orderThreadListSchema = z.object({ items: z.array(conversationSchema) });

/** `GET /api/chat/conversations/:id/messages?before=<seq>&after=<seq>&q=`. */
export const chatMessagesQuerySchema = z.object({
  /** Older than this seq (scrolling back); without it, the newest page. */
  before: z.coerce.number().int().min(0).optional(),
  /** Newer than this seq (catching up after a reconnect), oldest first. */
  after: z.coerce.number().int().min(0).optional(),
  /** Search within the conversation (case-insensitive substring). */
  q: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

/** A page of history, oldest first; `hasMore` says whether older (or newer) ones remain. */
export const chatMessagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

const messageText = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH, { message: ValidationMessage.CHAT_TEXT_TOO_LONG });

/** `POST /api/chat/conversations/:id/messages`: text, attachments or both. */
export const sendChatMessageSchema = z
  .object({
    clientId: z.uuid(),
    text: messageText.default(''),
    /** Files uploaded first with `POST /api/chat/conversations/:id/attachments`. */
    attachmentIds: z.array(z.uuid()).max(CHAT_MAX_ATTACHMENTS).default([]),
  })
  .refine((message) => message.text.trim().length > 0 || message.attachmentIds.length > 0, {
    message: ValidationMessage.CHAT_MESSAGE_EMPTY,
    path: ['text'],
  });
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

/** `PATCH /api/chat/messages/:id`: within the edit window, one's own message. */
export const editChatMessageSchema = z.object({
  text: messageText.refine((text) => text.trim().length > 0, {
    message: ValidationMessage.CHAT_MESSAGE_EMPTY,
  }),
});
export type EditChatMessage = z.infer<typeof editChatMessageSchema>;

/** `POST /api/chat/conversations/:id/read`: everything up to `seq` was read (or delivered). */
export const markChatReadSchema = z.object({
  seq: z.number().int().min(0),
  /** `delivered` when the message reached the device but was not looked at. */
  receipt: z.enum(['delivered', 'read']).default('read'),
});
export type MarkChatRead = z.infer<typeof markChatReadSchema>;
