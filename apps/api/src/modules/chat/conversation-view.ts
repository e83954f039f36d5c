import type { ChatMessage, ChatPerson, Conversation } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { ConversationRow } from './conversation-repo.js';
import { loadMessages, messagesByIds } from './message-repo.js';

export function personName(person: Pick<ChatPerson, 'lastName' | 'firstName'>): string {
  return `${person.lastName} ${person.firstName}`.trim();
}

/** A direct conversation is titled by the other person, an order thread by the order. */
export function conversationTitle(
  row: Pick<ConversationRow, 'counterpart' | 'orderNumber' | 'carrierCompanyName'>,
): string {
  if (row.counterpart) return personName(row.counterpart);
  return `№${row.orderNumber ?? ''}`;
}

/** The list's items with their last messages, as `viewerId` sees them (one more query). */
export async function toConversations(
  db: DbExecutor,
  viewerId: string,
  rows: readonly ConversationRow[],
): Promise<Conversation[]> {
  const lastIds = rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []));
  const seesDeletedIn = new Set(rows.filter((row) => row.seesDeleted).map((row) => row.id));
  const lastMessages: ChatMessage[] =
    lastIds.length === 0
      ? []
      : await loadMessages(db, { id: viewerId, seesDeletedIn }, messagesByIds(lastIds));
  const byId = new Map(lastMessages.map((message) => [message.id, message]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: conversationTitle(row),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    carrierCompanyId: row.carrierCompanyId,
    carrierCompanyName: row.carrierCompanyName,
    counterpart: row.counterpart,
    lastMessage: row.lastMessageId ? (byId.get(row.lastMessageId) ?? null) : null,
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
    unreadCount: row.unreadCount,
    canWrite: row.canWrite,
  }));
}
