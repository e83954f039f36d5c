import { chatMessageSchema, type ChatMessage } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { chatKeys } from './chat-keys';
import { mergeMessages, type MessagePages } from './get-messages';

const messagePath = (id: string) => `/chat/messages/${encodeURIComponent(id)}`;

export function editMessage(input: { id: string; text: string }): Promise<ChatMessage> {
  return http.request(messagePath(input.id), chatMessageSchema, {
    method: 'PATCH',
    body: { text: input.text },
  });
}

export function deleteMessage(id: string): Promise<ChatMessage> {
  return http.request(messagePath(id), chatMessageSchema, { method: 'DELETE' });
}

/** Puts the server's answer (the message's new state) in place, in the conversation's cache. */
function useReplaceInCache() {
  const queryClient = useQueryClient();
  return (message: ChatMessage) => {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(message.conversationId), (data) =>
      mergeMessages(data, [message]),
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  };
}

export function useEditMessage() {
  const replace = useReplaceInCache();
  return useMutation({ mutationFn: editMessage, onSuccess: replace });
}

export function useDeleteMessage() {
  const replace = useReplaceInCache();
  return useMutation({ mutationFn: deleteMessage, onSuccess: replace });
}
