import type { ChatAttachment, ChatMessage } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccount } from '../../../lib/session/use-session';
import { chatKeys } from '../api/chat-keys';
import { mergeMessages, type MessagePages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';

export interface OutboxEntry {
  clientId: string;
  text: string;
  attachments: ChatAttachment[];
  createdAt: string;
  sender: ChatMessage['sender'];
  failed: boolean;
}

/**
 * Messages on their way: shown at once, replaced by the server's message (same clientId) when
 * it answers or when the socket brings it first. A failed one stays with a Retry that sends
 * the same clientId, so the server stores it once however often it is tried.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const account = useAccount();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);

  const deliver = (entry: OutboxEntry) => {
    sendMessage(conversationId, {
      clientId: entry.clientId,
      text: entry.text,
      attachmentIds: entry.attachments.map((file) => file.id),
    }).then(
      (message) => {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
          mergeMessages(data, [message]),
        );
        setEntries((current) => current.filter((held) => held.clientId !== entry.clientId));
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      },
      () =>
        setEntries((current) =>
          current.map((held) =>
            held.clientId === entry.clientId ? { ...held, failed: true } : held,
          ),
        ),
    );
  };

  return {
    entries,
    send: (text: string, attachments: ChatAttachment[]) => {
      const entry: OutboxEntry = {
        clientId: crypto.randomUUID(),
        text,
        attachments,
        createdAt: new Date().toISOString(),
        sender: {
          id: account?.id ?? '',
          firstName: account?.fname ?? '',
          lastName: account?.lname ?? '',
          middleName: account?.sname ?? null,
          role: account?.roleType ?? '',
          companyId: null,
          companyName: null,
        },
        failed: false,
      };
      setEntries((current) => [...current, entry]);
      deliver(entry);
    },
    retry: (clientId: string) => {
      const entry = entries.find((held) => held.clientId === clientId);
      if (!entry) return;
      setEntries((current) =>
        current.map((held) => (held.clientId === clientId ? { ...held, failed: false } : held)),
      );
      deliver({ ...entry, failed: false });
    },
  };
}
