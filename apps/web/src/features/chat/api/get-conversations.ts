import {
  chatUnreadSchema,
  conversationListSchema,
  type ChatUnread,
  type ConversationList,
} from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys } from './chat-keys';

export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  // The screen shows its own error state.
  return http.get('/chat/conversations', conversationListSchema, { signal, showErrors: false });
}

/** The caller's conversations, newest activity first; the socket keeps them current. */
export function useConversations() {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => getConversations(signal),
  });
}

export function getChatUnread(signal?: AbortSignal): Promise<ChatUnread> {
  return http.get('/chat/unread', chatUnreadSchema, { signal, showErrors: false });
}

/** The menu's badge; `enabled` is false for roles without the chat. */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled,
    // The socket refreshes it; a minute's poll covers the time it is down.
    refetchInterval: 60_000,
  });
}
