import {
  conversationSchema,
  type Conversation,
  type OpenOrderThread,
  type StartDirectConversation,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys } from './chat-keys';

export function startDirectConversation(input: StartDirectConversation): Promise<Conversation> {
  return http.post('/chat/direct', conversationSchema, input);
}

export function openOrderThread(input: OpenOrderThread): Promise<Conversation> {
  return http.post('/chat/order-threads', conversationSchema, input, { showErrors: false });
}

/** Opens (or finds) a direct conversation; the list then holds it. */
export function useStartDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDirectConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}

/** Opens (or finds) an order's thread; the list then holds it. */
export function useOpenOrderThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openOrderThread,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}
