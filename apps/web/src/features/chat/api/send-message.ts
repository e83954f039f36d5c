import {
  chatAttachmentSchema,
  chatMessageSchema,
  type ChatAttachment,
  type ChatMessage,
  type SendChatMessage,
} from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { uploadFormAuthorised } from '../../../lib/http/upload';
import { conversationPath } from './chat-keys';

/** Sends a message; the same `clientId` sent twice (a retry) stores one message. */
export function sendMessage(conversationId: string, input: SendChatMessage): Promise<ChatMessage> {
  // The composer shows a failure beside the message, with a Retry.
  return http.post(`${conversationPath(conversationId)}/messages`, chatMessageSchema, input, {
    showErrors: false,
  });
}

/** Uploads one file to attach to a message about to be sent, with its progress. */
export function uploadAttachment(
  conversationId: string,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadFormAuthorised(
    `${conversationPath(conversationId)}/attachments`,
    form,
    chatAttachmentSchema,
    options,
  );
}
