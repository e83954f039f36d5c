import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import {
  ConversationKind,
  withinEditWindow,
  type ChatAttachment,
  type ChatMessage,
  type Conversation,
} from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../lib/session/use-session';
import { FileViewerModal } from '../../../ui/file-viewer-modal';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useDeleteMessage, useEditMessage } from '../api/change-message';
import { chatKeys } from '../api/chat-keys';
import { flattenMessages, useMessages } from '../api/get-messages';
import { markConversationRead } from '../api/mark-read';
import { useTypingNames } from '../api/typing-store';
import { conversationTitle } from './chat-texts';
import { Composer } from './composer';
import { MessageList, type MessageRow } from './message-list';
import { MessageSearch } from './message-search';
import { useOutbox } from './use-outbox';

interface ConversationViewProps {
  conversation: Conversation;
  /** On a phone: back to the list. */
  onBack?: () => void;
}

/** Tells the server what was read while the conversation is open and the tab looked at. */
function useMarkRead(conversationId: string, messages: readonly ChatMessage[], selfId: string) {
  const queryClient = useQueryClient();
  const sentSeq = useRef(0);
  const newestOthers = messages.findLast((message) => message.sender.id !== selfId)?.seq ?? 0;
  useEffect(() => {
    const markIfSeen = () => {
      if (newestOthers <= sentSeq.current) return;
      if (document.visibilityState !== 'visible' || !document.hasFocus()) return;
      sentSeq.current = newestOthers;
      void markConversationRead(conversationId, { seq: newestOthers, receipt: 'read' })
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        })
        .catch(() => {
          sentSeq.current = 0;
        });
    };
    markIfSeen();
    window.addEventListener('focus', markIfSeen);
    document.addEventListener('visibilitychange', markIfSeen);
    return () => {
      window.removeEventListener('focus', markIfSeen);
      document.removeEventListener('visibilitychange', markIfSeen);
    };
  }, [conversationId, newestOthers, queryClient]);
}

export function ConversationView({ conversation, onBack }: ConversationViewProps) {
  const { t } = useTranslation('chat');
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const account = useAccount();
  const selfId = account?.id ?? '';
  const selfCompanyId = account?.companyId ?? null;
  const history = useMessages(conversation.id);
  const messages = flattenMessages(history.data);
  const outbox = useOutbox(conversation.id);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const typing = useTypingNames(conversation.id);
  const [viewedFile, setViewedFile] = useState<ChatAttachment | null>(null);
  const [searching, setSearching] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  useMarkRead(conversation.id, messages, selfId);

  const now = new Date();
  const stored: MessageRow[] = messages.map((message) => {
    const own = message.sender.id === selfId;
    return {
      shown: { key: message.clientId, message, own, delivery: own ? message.receipt : null },
      changeable: own && !message.deletedAt && withinEditWindow(new Date(message.createdAt), now),
      stored: message,
    };
  });
  // A message the server confirmed is shown once: as the server's, never also as pending.
  const heldClientIds = new Set(messages.map((message) => message.clientId));
  const pending: MessageRow[] = outbox.entries
    .filter((entry) => !heldClientIds.has(entry.clientId))
    .map((entry) => ({
      shown: {
        key: entry.clientId,
        own: true,
        delivery: entry.failed ? 'FAILED' : 'PENDING',
        message: {
          text: entry.text,
          attachments: entry.attachments,
          createdAt: entry.createdAt,
          editedAt: null,
          deletedAt: null,
          sender: entry.sender,
        },
      },
      changeable: false,
      stored: null,
      footer: entry.failed && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="chat-send-failed">
          {t('message.sendFailed')}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => outbox.retry(entry.clientId)}
            data-testid="chat-retry"
          >
            {t('message.retry')}
          </Button>
        </Typography.Text>
      ),
    }));

  const confirmDelete = (message: ChatMessage) =>
    void modal.confirm({
      title: t('message.deleteTitle'),
      okText: t('message.delete'),
      okButtonProps: { danger: true, 'data-testid': 'chat-delete-confirm' },
      cancelText: t('message.cancel'),
      onOk: () => remove.mutateAsync(message.id),
    });

  const jumpTo = (id: string) => {
    setHighlightedId(id);
    document
      .querySelector(`[data-testid="chat-messages"] [data-message-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  let body;
  if (history.isPending) body = <PageLoading />;
  else if (history.isError) {
    body = <PageError error={history.error} onRetry={() => void history.refetch()} />;
  } else {
    body = (
      <MessageList
        rows={[...stored, ...pending]}
        showSenders={conversation.kind === ConversationKind.ORDER}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        onOpenFile={setViewedFile}
        onEdit={(message, text) => edit.mutateAsync({ id: message.id, text })}
        onDelete={confirmDelete}
        highlightedId={highlightedId}
      />
    );
  }

  return (
    <Flex
      vertical
      style={{ height: '100%', minHeight: 0 }}
      data-testid="chat-conversation-view"
      data-conversation-id={conversation.id}
    >
      <Flex
        align="center"
        gap={8}
        style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorSplit}` }}
      >
        {onBack && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('conversation.back')}
            data-testid="chat-back"
          />
        )}
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis data-testid="chat-conversation-heading">
            {conversationTitle(conversation, t, selfCompanyId)}
          </Typography.Text>
          {conversation.orderId && (
            <Link
              to={`/view-request/${conversation.orderId}`}
              data-testid="chat-order-link"
              style={{ fontSize: 12 }}
            >
              {t('conversation.openOrder')}
            </Link>
          )}
        </Flex>
        <Button
          type={searching ? 'primary' : 'text'}
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          title={t('search.open')}
          onClick={() => setSearching((open) => !open)}
          data-testid="chat-search-toggle"
        />
      </Flex>
      {searching && <MessageSearch conversationId={conversation.id} onJump={jumpTo} />}
      {body}
      <div style={{ minHeight: 20, padding: '0 12px' }}>
        {typing.length > 0 && (
          <Typography.Text
            type="secondary"
            italic
            style={{ fontSize: 12 }}
            data-testid="chat-typing"
          >
            {t('conversation.typing', { name: typing.join(', ') })}
          </Typography.Text>
        )}
      </div>
      {conversation.canWrite ? (
        <Composer
          conversationId={conversation.id}
          onSend={(text, attachments) => outbox.send(text, attachments)}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('conversation.readOnly')}
          data-testid="chat-read-only"
          style={{ margin: 8 }}
        />
      )}
      <FileViewerModal
        file={viewedFile}
        onClose={() => setViewedFile(null)}
        testId="chat-file-viewer"
      />
    </Flex>
  );
}
