import type { ChatPerson, Conversation } from '@freight/shared';
import { App, Card, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useConversations } from '../api/get-conversations';
import { useOpenOrderThread, useStartDirectConversation } from '../api/open-conversation';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { PeoplePicker } from '../components/people-picker';

const LIST_WIDTH_PX = 320;

/**
 * `/chat?orderId=…&carrierCompanyId=…` (the order view's "Chat" buttons): opens or finds the
 * order's thread and shows it at its own address.
 */
function useOrderThreadFromAddress() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const open = useOpenOrderThread();
  const orderId = params.get('orderId');
  const carrierCompanyId = params.get('carrierCompanyId') ?? undefined;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || asked.current === orderId) return;
    asked.current = orderId;
    open.mutate(
      { orderId, carrierCompanyId },
      {
        onSuccess: (conversation) => void navigate(`/chat/${conversation.id}`, { replace: true }),
        onError: (error) => {
          if (isApiError(error)) void message.error(describeApiError(error));
          void navigate('/chat', { replace: true });
        },
      },
    );
  }, [orderId, carrierCompanyId, open, navigate, message]);
  // The address loses `orderId` once the thread opened (or failed to).
  return orderId !== null;
}

/** `/chat` and `/chat/:conversationId`: the list beside the open conversation (one pane on a phone). */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { conversationId } = useParams();
  const conversations = useConversations();
  const start = useStartDirectConversation();
  const [picking, setPicking] = useState(false);
  const openingThread = useOrderThreadFromAddress();

  const openConversation = (conversation: Conversation) =>
    void navigate(`/chat/${conversation.id}`);
  const pick = (person: ChatPerson) =>
    start.mutate(
      { userId: person.id },
      {
        onSuccess: (conversation) => {
          setPicking(false);
          openConversation(conversation);
        },
      },
    );

  const open = conversations.data?.items.find((item) => item.id === conversationId);
  let conversationPane;
  if (openingThread || (conversationId && conversations.isPending)) {
    conversationPane = <PageLoading />;
  } else if (conversations.isError) {
    conversationPane = (
      <PageError error={conversations.error} onRetry={() => void conversations.refetch()} />
    );
  } else if (conversationId && !open) {
    // A conversation opened elsewhere a moment ago may reach the list with its next fetch.
    conversationPane = conversations.isFetching ? (
      <PageLoading />
    ) : (
      <PageEmpty title={t('conversation.notFound')} />
    );
  } else if (open) {
    conversationPane = (
      <ConversationView
        key={open.id}
        conversation={open}
        onBack={isMobile ? () => void navigate('/chat') : undefined}
      />
    );
  } else {
    conversationPane = <PageEmpty title={t('conversation.choose')} />;
  }

  const showList = !isMobile || !conversationId;
  const showConversation = !isMobile || Boolean(conversationId) || openingThread;
  return (
    <Card
      styles={{ body: { padding: 0, height: '100%', display: 'flex' } }}
      style={{ height: isMobile ? 'calc(100dvh - 88px)' : 'calc(100dvh - 112px)', minHeight: 420 }}
      data-testid="chat-page"
    >
      {showList && (
        <div
          style={{
            width: isMobile ? '100%' : LIST_WIDTH_PX,
            flex: isMobile ? 1 : `0 0 ${LIST_WIDTH_PX}px`,
            borderRight: isMobile ? undefined : `1px solid ${token.colorSplit}`,
            minHeight: 0,
          }}
        >
          <ConversationList
            selectedId={conversationId}
            onOpen={openConversation}
            onNew={() => setPicking(true)}
          />
        </div>
      )}
      {showConversation && (
        <div
          style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}
        >
          {conversationPane}
        </div>
      )}
      <PeoplePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        pendingId={start.isPending ? start.variables.userId : undefined}
      />
    </Card>
  );
}
