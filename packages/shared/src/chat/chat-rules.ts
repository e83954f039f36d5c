/** Issue 15: the rules of the chat, shared by the API (which enforces them) and the web. */

/** A message's text, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;

/** Files attached to one message. */
export const CHAT_MAX_ATTACHMENTS = 10;

/** One's own message may be edited or deleted for this long after it was sent. */
export const CHAT_EDIT_WINDOW_MINUTES = 15;

/** A message still unread this long after it arrived goes out in an e-mail digest. */
export const CHAT_DIGEST_DELAY_MINUTES = 15;

/** Messages per page when scrolling back through a conversation. */
export const CHAT_PAGE_SIZE = 30;

/** A typing indicator stays up this long after the last keystroke signal. */
export const CHAT_TYPING_TTL_MS = 5_000;

export const ConversationKind = { DIRECT: 'DIRECT', ORDER: 'ORDER' } as const;
export type ConversationKind = (typeof ConversationKind)[keyof typeof ConversationKind];

/** What the sender sees of their own message; others' messages carry no receipt. */
export const MessageReceipt = { SENT: 'SENT', DELIVERED: 'DELIVERED', READ: 'READ' } as const;
export type MessageReceipt = (typeof MessageReceipt)[keyof typeof MessageReceipt];

/** Whether a message sent at `sentAt` may still be edited or deleted by its sender at `now`. */
export function withinEditWindow(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= CHAT_EDIT_WINDOW_MINUTES * 60_000;
}
