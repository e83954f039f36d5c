import {
  conversationSchema,
  type Conversation,
  type ConversationList,
  type OpenOrderThread,
  type StartDirectConversation,
} from '@freight/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys } from './chat-keys';

export function startDirectConversation(input: StartDirectConversation): Promise<Conversation> {
  return http.post('/chat/direct', conversationSchema, input);
}

export function openOrderThread(input: OpenOrderThread): Promise<Conversation> {
  return http.post('/chat/order-threads', conversationSchema, input, { showErrors: false });
}

/**
 * Puts an opened conversation into the held list at once, so the page can show it before the
 * list is fetched again (which then confirms its place).
 */
function holdInList(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData<ConversationList>(chatKeys.conversations, (list) =>
    list && !list.items.some((item) => item.id === conversation.id)
      ? { ...list, items: [conversation, ...list.items] }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
}

/** Opens (or finds) a direct conversation; the list then holds it. */
export function useStartDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDirectConversation,
    onSuccess: (conversation) => holdInList(queryClient, conversation),
  });
}

/** Opens (or finds) an order's thread; the list then holds it. */
export function useOpenOrderThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openOrderThread,
    onSuccess: (conversation) => holdInList(queryClient, conversation),
  });
}
