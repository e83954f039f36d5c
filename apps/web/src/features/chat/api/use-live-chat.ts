import {
  MessageReceipt,
  RealtimeMessageType,
  type ChatMessage,
  type RealtimeMessageOf,
} from '@freight/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToRealtime } from '../../../lib/realtime/realtime-socket';
import { chatKeys } from './chat-keys';
import { getMessages, mergeMessages, newestSeq, type MessagePages } from './get-messages';
import { markConversationRead } from './mark-read';
import { clearTyping, noteTyping } from './typing-store';

const RECEIPT_RANK: Record<MessageReceipt, number> = { SENT: 0, DELIVERED: 1, READ: 2 };

/** Own messages up to the seqs a member reached get the better tick (never a worse one). */
export function applyReceipt(
  data: MessagePages | undefined,
  receipt: { deliveredSeq: number; readSeq: number },
  selfId: string,
): MessagePages | undefined {
  if (!data) return data;
  const better = (message: ChatMessage): ChatMessage => {
    if (message.sender.id !== selfId || message.receipt === null) return message;
    let reached: MessageReceipt = MessageReceipt.SENT;
    if (message.seq <= receipt.readSeq) reached = MessageReceipt.READ;
    else if (message.seq <= receipt.deliveredSeq) reached = MessageReceipt.DELIVERED;
    return RECEIPT_RANK[reached] > RECEIPT_RANK[message.receipt]
      ? { ...message, receipt: reached }
      : message;
  };
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(better) })),
  };
}

function refreshLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}

/** After a reconnection: what every held conversation missed, from its newest seq on. */
async function catchUp(queryClient: QueryClient): Promise<void> {
  refreshLists(queryClient);
  const held = queryClient.getQueriesData<MessagePages>({ queryKey: ['chat', 'messages'] });
  await Promise.all(
    held.map(async ([key, data]) => {
      const conversationId = key[2];
      const after = newestSeq(data);
      if (typeof conversationId !== 'string' || after === undefined) return;
      let page;
      do {
        page = await getMessages(conversationId, { after: page?.items.at(-1)?.seq ?? after });
        const items = page.items;
        queryClient.setQueryData<MessagePages>(key, (current) => mergeMessages(current, items));
      } while (page.hasMore && page.items.length > 0);
    }),
  );
}

/**
 * The chat's side of the tab's socket, mounted once for a signed-in user with the chat:
 * messages, edits and receipts land in the held conversations, typing shows, the list and the
 * menu's badge refresh, and a reconnection fetches what was missed.
 */
export function useLiveChat(selfId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onMessage = ({ message }: { message: ChatMessage }) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(message.conversationId), (data) =>
        mergeMessages(data, [message]),
      );
      refreshLists(queryClient);
    };
    const stops = [
      subscribeToRealtime(RealtimeMessageType.CHAT_MESSAGE, (event) => {
        const { message } = event as RealtimeMessageOf<'chat.message'>;
        onMessage({ message });
        clearTyping(message.conversationId, message.sender.id);
        // The message reached this device: the sender sees ✓✓ before it is read.
        if (message.sender.id !== selfId) {
          void markConversationRead(message.conversationId, {
            seq: message.seq,
            receipt: 'delivered',
          }).catch(() => undefined);
        }
      }),
      subscribeToRealtime(RealtimeMessageType.CHAT_MESSAGE_UPDATED, (event) =>
        onMessage(event as RealtimeMessageOf<'chat.message_updated'>),
      ),
      subscribeToRealtime(RealtimeMessageType.CHAT_RECEIPT, (event) => {
        const receipt = event as RealtimeMessageOf<'chat.receipt'>;
        if (receipt.userId === selfId) {
          // Read on another device of one's own: the counts change.
          refreshLists(queryClient);
          return;
        }
        queryClient.setQueryData<MessagePages>(chatKeys.messages(receipt.conversationId), (data) =>
          applyReceipt(data, receipt, selfId),
        );
      }),
      subscribeToRealtime(RealtimeMessageType.CHAT_TYPING, (event) => {
        const typing = event as RealtimeMessageOf<'chat.typing'>;
        if (typing.userId !== selfId) noteTyping(typing.conversationId, typing.userId, typing.name);
      }),
      subscribeToRealtime(RealtimeMessageType.CHAT_CONVERSATIONS, () => refreshLists(queryClient)),
      // An order thread's members and who may write follow the order's parties (a problem
      // report brings the CB in, a withdrawn response closes the carrier's side).
      subscribeToRealtime(RealtimeMessageType.ORDER_CHANGED, () => refreshLists(queryClient)),
      subscribeToRealtime(RealtimeMessageType.READY, () => {
        void catchUp(queryClient).catch(() => undefined);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, selfId, enabled]);
}
