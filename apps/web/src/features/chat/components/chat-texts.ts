import {
  ConversationKind,
  type ChatMessage,
  type ChatPerson,
  type Conversation,
} from '@freight/shared';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { HTML_LANG } from '../../../lib/i18n/language';

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

/** "now", "5 min ago" within the hour, the time today, the date before. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  const format = new Intl.RelativeTimeFormat(HTML_LANG[currentLanguage()], { numeric: 'auto' });
  if (minutes < 1) return format.format(0, 'second');
  if (minutes < 60) return format.format(-minutes, 'minute');
  const when = dayjs(iso);
  return when.isSame(dayjs(now), 'day') ? when.format('HH:mm') : when.format('DD.MM.YYYY');
}
