import {
  ConversationKind,
  type ChatMessage,
  type ChatPerson,
  type Conversation,
} from '@freight/shared';
import type { TFunction } from 'i18next';

/** A person as the top bar names people: first name, then last name. */
export function personName(person: Pick<ChatPerson, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/**
 * A direct conversation: the other person; an order thread: its number, and for everyone but
 * the carrier itself, the carrier it is with.
 */
export function conversationTitle(
  conversation: Conversation,
  t: TFunction<'chat'>,
  selfCompanyId: string | null,
): string {
  if (conversation.kind === ConversationKind.DIRECT) {
    return conversation.counterpart ? personName(conversation.counterpart) : conversation.title;
  }
  const order = t('orderTitle', { number: conversation.orderNumber ?? conversation.title });
  const ownSide = selfCompanyId !== null && selfCompanyId === conversation.carrierCompanyId;
  return conversation.carrierCompanyName && !ownSide
    ? `${order} · ${conversation.carrierCompanyName}`
    : order;
}

/** One line about the last message: its text, "message deleted" or "📎 file". */
export function messagePreview(message: ChatMessage | null, t: TFunction<'chat'>): string {
  if (!message) return t('list.noMessages');
  if (message.deletedAt) return t('message.deleted');
  const text = message.text.trim();
  if (text) return text;
  return message.attachments.length > 0 ? `📎 ${t('message.file')}` : '';
}
