import type { MarkChatRead } from '@freight/shared';
import { anyBody, http } from '../../../lib/http/http-client';
import { conversationPath } from './chat-keys';

/** Tells the server how far the caller got in a conversation (quietly: it is background work). */
export async function markConversationRead(
  conversationId: string,
  input: MarkChatRead,
): Promise<void> {
  await http.post(`${conversationPath(conversationId)}/read`, anyBody, input, {
    showErrors: false,
  });
}
