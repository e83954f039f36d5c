import {
  MessageReceipt,
  NotificationType,
  RealtimeMessageType,
  withinEditWindow,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type EditChatMessage,
  type MarkChatRead,
  type SendChatMessage,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { createNotifications } from '../notifications/service.js';
import { signalChat } from './chat-signals.js';
import { advanceReads, findConversationsOf } from './conversation-repo.js';
import { conversationTitle, personName } from './conversation-view.js';
import { findMemberIds, touchForSend, type MemberAccess } from './membership-repo.js';
import {
  findAttachableFileIds,
  findMessagePage,
  findStoredMessage,
  insertAttachments,
  insertMessage,
  loadMessages,
  messageById,
  reviseMessage,
  type StoredMessage,
} from './message-repo.js';
import { findOfflineFirstUnread } from './presence-repo.js';
import { requireAccess } from '../../platform/access/require-access.js';

async function viewOf(
  db: DbExecutor,
  viewerId: string | null,
  conversationId: string,
  access: MemberAccess | null,
  messageId: string,
): Promise<ChatMessage> {
  const seesDeletedIn = new Set(access?.seesDeleted ? [conversationId] : []);
  const [message] = await loadMessages(db, { id: viewerId, seesDeletedIn }, messageById(messageId));
  if (!message) throw notFound();
  return message;
}

/**
 * Sends a message, once per client id: the same id again answers the stored message
 * (`created: false`). Touching the conversation first locks it, which orders its seqs by
 * commit. The path is a handful of statements: it is the chat's hot path (npm run bench).
 */
export async function sendMessage(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  conversationId: string,
  input: SendChatMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  assertPermission(actor, 'send:chat_message:party');
  return db.transaction(async (tx) => {
    const { access, memberIds } = await touchForSend(tx, conversationId, actor.id);
    if (!access) throw notFound();
    const stored = access.canWrite
      ? await insertNewMessage(tx, actor, conversationId, input)
      : null;
    if (!stored) {
      // Sent before (maybe to another conversation, maybe before writing closed): answer it.
      const earlier = await findStoredMessage(tx, { senderId: actor.id, clientId: input.clientId });
      if (!earlier) throw new AppError('CHAT_WRITE_CLOSED');
      const sameConversation = earlier.conversationId === conversationId;
      return {
        message: await viewOf(
          tx,
          actor.id,
          earlier.conversationId,
          sameConversation ? access : null,
          earlier.id,
        ),
        created: false,
      };
    }
    const [broadcast] =
      input.attachmentIds.length === 0
        ? [stored]
        : await loadMessages(tx, { id: null, seesDeletedIn: new Set() }, messageById(stored.id));
    if (!broadcast) throw notFound();
    await signalChat(tx, memberIds, { type: RealtimeMessageType.CHAT_MESSAGE, message: broadcast });
    await notifyOffline(tx, actor, broadcast, memberIds);
    // Nobody else can have received a message not yet committed: the sender's receipt is SENT.
    return { message: { ...broadcast, receipt: MessageReceipt.SENT }, created: true };
  });
}

/**
 * Stores the message and its files; null when the sender already stored one with this client
 * id (the unique index decides, also between two concurrent sends).
 */
async function insertNewMessage(
  tx: DbExecutor,
  actor: AuthUser,
  conversationId: string,
  input: SendChatMessage,
): Promise<ChatMessage | null> {
  const attachable = await findAttachableFileIds(tx, actor.id, input.attachmentIds);
  const stored = await insertMessage(tx, {
    conversationId,
    senderId: actor.id,
    clientId: input.clientId,
    text: input.text,
  });
  if (!stored) return null;
  if (attachable.length !== new Set(input.attachmentIds).size) {
    throw new AppError('CHAT_ATTACHMENT_UNAVAILABLE');
  }
  await insertAttachments(tx, stored.id, input.attachmentIds);
  return stored;
}

/**
 * A recipient with no socket anywhere gets a notification, but only for the first message
 * they have not read in this conversation, so a busy conversation does not flood the bell.
 */
async function notifyOffline(
  tx: DbExecutor,
  actor: AuthUser,
  message: ChatMessage,
  memberIds: readonly string[],
): Promise<void> {
  const { conversationId } = message;
  const recipients = await findOfflineFirstUnread(
    tx,
    conversationId,
    message.seq,
    memberIds.filter((id) => id !== actor.id),
  );
  if (recipients.length === 0) return;
  const [row] = await findConversationsOf(tx, actor.id, { conversationId });
  const senderName = personName(message.sender);
  // A direct conversation is titled by the other person: for the recipient, the sender.
  const title = row?.kind === 'DIRECT' ? senderName : row ? conversationTitle(row) : '';
  await createNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: NotificationType.CHAT_MESSAGE,
      params: { senderName, conversationTitle: title },
      message: `${senderName}: new message in ${title}`,
      link: `/chat/${conversationId}`,
    })),
  );
}

/** History of a conversation, oldest first within the page. */
export async function listMessages(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  conversationId: string,
  query: ChatMessagesQuery,
): Promise<ChatMessagePage> {
  const [access] = await requireAccess(db, actor, 'read:chat:party', [conversationId]);
  const seesDeletedIn = new Set(access.seesDeleted ? [conversationId] : []);
  return findMessagePage(db, { id: actor.id, seesDeletedIn }, conversationId, query);
}

/** One's own, live message within the edit window, or the reason why not. */
async function requireEditable(
  tx: DbExecutor,
  actor: AuthUser,
  messageId: string,
  now: Date,
): Promise<{ message: StoredMessage; access: MemberAccess }> {
  const message = await findStoredMessage(tx, { id: messageId });
  if (!message) throw notFound();
  const [access] = await requireAccess(tx, actor, 'read:chat:party', [message.conversationId]);
  if (message.senderId !== actor.id) throw new AppError('CHAT_NOT_OWN_MESSAGE');
  if (message.deletedAt !== null) throw new AppError('CHAT_MESSAGE_DELETED');
  if (!withinEditWindow(message.createdAt, now)) throw new AppError('CHAT_EDIT_WINDOW_PASSED');
  return { message, access };
}

async function announceUpdate(tx: DbExecutor, message: StoredMessage): Promise<void> {
  const broadcast = await viewOf(tx, null, message.conversationId, null, message.id);
  await signalChat(tx, await findMemberIds(tx, message.conversationId), {
    type: RealtimeMessageType.CHAT_MESSAGE_UPDATED,
    message: broadcast,
  });
}

/** Edits one's own message within the window; the old text is kept as a revision. */
export async function editMessage(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  messageId: string,
  input: EditChatMessage,
): Promise<ChatMessage> {
  assertPermission(actor, 'send:chat_message:party');
  return db.transaction(async (tx) => {
    const now = new Date();
    const { message, access } = await requireEditable(tx, actor, messageId, now);
    await reviseMessage(tx, message, { kind: 'EDIT', text: input.text, at: now });
    await announceUpdate(tx, message);
    return viewOf(tx, actor.id, message.conversationId, access, message.id);
  });
}

/** Deletes one's own message within the window: flagged, its text kept for the CB. */
export async function deleteMessage(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  messageId: string,
): Promise<ChatMessage> {
  assertPermission(actor, 'send:chat_message:party');
  return db.transaction(async (tx) => {
    const now = new Date();
    const { message, access } = await requireEditable(tx, actor, messageId, now);
    await reviseMessage(tx, message, { kind: 'DELETE', at: now });
    await announceUpdate(tx, message);
    return viewOf(tx, actor.id, message.conversationId, access, message.id);
  });
}

/** Moves the caller's delivered (and read) seq forward and tells the members. */
export async function markRead(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  conversationId: string,
  input: MarkChatRead,
): Promise<{ deliveredSeq: number; readSeq: number }> {
  assertPermission(actor, 'read:chat:party');
  return db.transaction(async (tx) => {
    await requireAccess(tx, actor, 'read:chat:party', [conversationId]);
    const reads = await advanceReads(tx, conversationId, actor.id, input.seq, input.receipt);
    await signalChat(tx, await findMemberIds(tx, conversationId), {
      type: RealtimeMessageType.CHAT_RECEIPT,
      conversationId,
      userId: actor.id,
      ...reads,
    });
    return reads;
  });
}
