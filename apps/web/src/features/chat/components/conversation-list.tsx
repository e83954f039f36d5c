import { FileTextOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { ConversationKind, type Conversation } from '@freight/shared';
import { Avatar, Badge, Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../lib/format/format';
import { useAccount } from '../../../lib/session/use-session';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useConversations } from '../api/get-conversations';
import { conversationTitle, messagePreview } from './chat-texts';

interface ConversationListProps {
  selectedId: string | undefined;
  onOpen: (conversation: Conversation) => void;
  onNew: () => void;
}

function ConversationRow({
  conversation,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const selfCompanyId = useAccount()?.companyId ?? null;
  const unread = conversation.unreadCount > 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="chat-conversation"
      data-conversation-id={conversation.id}
      data-unread={conversation.unreadCount}
      aria-current={selected ? 'true' : undefined}
      style={{
        display: 'flex',
        gap: 12,
        width: '100%',
        padding: '10px 12px',
        border: 0,
        borderBottom: `1px solid ${token.colorSplit}`,
        background: selected ? token.colorPrimaryBg : 'transparent',
        textAlign: 'left',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
      }}
    >
      <Avatar
        icon={
          conversation.kind === ConversationKind.ORDER ? <FileTextOutlined /> : <UserOutlined />
        }
        style={{ flex: '0 0 auto' }}
      />
      <Flex vertical style={{ minWidth: 0, flex: 1 }} gap={2}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong={unread} ellipsis data-testid="chat-conversation-title">
            {conversationTitle(conversation, t, selfCompanyId)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: '0 0 auto' }}>
            {formatRelativeTime(conversation.lastActivityAt)}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between" gap={8} align="center">
          <Typography.Text
            type="secondary"
            ellipsis
            italic={conversation.lastMessage?.deletedAt != null}
            data-testid="chat-conversation-preview"
          >
            {messagePreview(conversation.lastMessage, t)}
          </Typography.Text>
          {unread && (
            <Badge
              count={conversation.unreadCount}
              data-testid="chat-conversation-unread"
              style={{ flex: '0 0 auto' }}
            />
          )}
        </Flex>
      </Flex>
    </button>
  );
}

/** The caller's conversations, newest activity first (the server's order). */
export function ConversationList({ selectedId, onOpen, onNew }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const conversations = useConversations();
  let body;
  if (conversations.isPending) body = <PageLoading />;
  else if (conversations.isError) {
    body = <PageError error={conversations.error} onRetry={() => void conversations.refetch()} />;
  } else if (conversations.data.items.length === 0) {
    body = (
      <PageEmpty
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onNew}
            data-testid="chat-new-empty"
          >
            {t('list.new')}
          </Button>
        }
      />
    );
  } else {
    body = conversations.data.items.map((conversation) => (
      <ConversationRow
        key={conversation.id}
        conversation={conversation}
        selected={conversation.id === selectedId}
        onOpen={() => onOpen(conversation)}
      />
    ));
  }
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} data-testid="chat-list">
      <Flex justify="space-between" align="center" style={{ padding: '12px 12px 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Button icon={<PlusOutlined />} onClick={onNew} data-testid="chat-new">
          {t('list.new')}
        </Button>
      </Flex>
      <div style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>{body}</div>
    </Flex>
  );
}
