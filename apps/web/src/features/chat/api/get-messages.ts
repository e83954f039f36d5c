import {
  CHAT_PAGE_SIZE,
  chatMessagePageSchema,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
} from '@freight/shared';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys, conversationPath } from './chat-keys';

export function getMessages(
  conversationId: string,
  query: Partial<ChatMessagesQuery>,
  signal?: AbortSignal,
): Promise<ChatMessagePage> {
  return http.get(`${conversationPath(conversationId)}/messages`, chatMessagePageSchema, {
    query: { limit: CHAT_PAGE_SIZE, ...query },
    signal,
    showErrors: false,
  });
}

export type MessagePages = InfiniteData<ChatMessagePage>;

/**
 * A conversation's history, newest page first in `pages` (each page oldest first): scrolling
 * up fetches the page before the oldest seq held (a cursor, so new messages cause no gaps).
 */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      getMessages(conversationId, pageParam === undefined ? {} : { before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.seq : undefined),
    // Live messages land in this cache; a refetch of many pages would only repeat them.
    staleTime: Infinity,
  });
}

/** Every message held, oldest first, each once. */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const bySeq = new Map<string, ChatMessage>();
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) bySeq.set(message.id, message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest seq held: where catching up after a reconnection starts. */
export function newestSeq(data: MessagePages | undefined): number | undefined {
  const messages = flattenMessages(data);
  return messages.at(-1)?.seq;
}

/**
 * Puts messages into the cache: one already held (same id, or same clientId as a message the
 * server had not confirmed yet) is replaced, a new one joins the newest page.
 */
export function mergeMessages(
  data: MessagePages | undefined,
  incoming: readonly ChatMessage[],
): MessagePages | undefined {
  if (!data || incoming.length === 0) return data;
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const message of incoming) {
    let replaced = false;
    for (const page of pages) {
      const index = page.items.findIndex(
        (held) => held.id === message.id || held.clientId === message.clientId,
      );
      if (index >= 0) {
        page.items[index] = message;
        replaced = true;
        break;
      }
    }
    if (!replaced && pages[0]) {
      pages[0].items.push(message);
      pages[0].items.sort((a, b) => a.seq - b.seq);
    }
  }
  return { ...data, pages };
}

/** `q=`: the conversation's messages holding the text (case-insensitive). */
export function useMessageSearch(conversationId: string, q: string) {
  return useQuery({
    queryKey: chatKeys.search(conversationId, q),
    queryFn: ({ signal }) => getMessages(conversationId, { q, limit: 50 }, signal),
    enabled: q.trim().length > 0,
  });
}
