import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatAttachment, type ChatMessage } from '@freight/shared';
import { Button, Dropdown, Flex, Input, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from './chat-texts';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';
import { ReceiptTicks, type DeliveryState } from './receipt-ticks';

/** What a bubble shows: a stored message, or one of one's own still on its way. */
export interface ShownMessage {
  key: string;
  message: Pick<ChatMessage, 'text' | 'attachments' | 'createdAt' | 'editedAt' | 'deletedAt'> & {
    id?: string;
    sender: ChatMessage['sender'];
  };
  own: boolean;
  delivery: DeliveryState | null;
}

interface MessageBubbleProps {
  shown: ShownMessage;
  /** Whether the sender's name shows (others' messages in a conversation of several). */
  showSender: boolean;
  /** Own message within the edit window: the menu offers Edit and Delete. */
  changeable: boolean;
  highlighted?: boolean;
  onOpenFile: (file: ChatAttachment) => void;
  onEdit?: (text: string) => Promise<unknown>;
  onDelete?: () => void;
  /** Under the bubble: a failed send's Retry. */
  footer?: ReactNode;
}

export function MessageBubble(props: MessageBubbleProps) {
  const { shown, showSender, changeable, onOpenFile, footer } = props;
  const { message, own, delivery } = shown;
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deleted = message.deletedAt !== null;

  const save = () => {
    if (draft === null || !props.onEdit || draft.trim().length === 0) return;
    setSaving(true);
    props
      .onEdit(draft.trim())
      .then(() => setDraft(null))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  let content: ReactNode;
  if (deleted) {
    content = (
      <Typography.Text type="secondary" italic data-testid="chat-message-deleted">
        {t('message.deleted')}
      </Typography.Text>
    );
  } else if (draft !== null) {
    content = (
      <Flex vertical gap={6} style={{ minWidth: 220 }}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 8 }}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              save();
            }
          }}
          data-testid="chat-edit-input"
          autoFocus
        />
        <Flex gap={6} justify="flex-end">
          <Button size="small" onClick={() => setDraft(null)}>
            {t('message.cancel')}
          </Button>
          <Button
            size="small"
            type="primary"
            loading={saving}
            onClick={save}
            data-testid="chat-edit-save"
          >
            {t('message.save')}
          </Button>
        </Flex>
      </Flex>
    );
  } else {
    content = (
      <>
        <MessageAttachments files={message.attachments} onOpen={onOpenFile} />
        {message.text && <MessageText text={message.text} />}
      </>
    );
  }

  return (
    <Flex
      vertical
      align={own ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-message-id={message.id}
      data-own={String(own)}
      style={{ padding: '2px 0' }}
    >
      <Flex gap={4} align="flex-start" style={{ maxWidth: 'min(80%, 560px)' }}>
        {own && changeable && !deleted && draft === null && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'edit', icon: <EditOutlined />, label: t('message.edit') },
                {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  label: t('message.delete'),
                  danger: true,
                },
              ],
              onClick: ({ key }) => {
                if (key === 'edit') setDraft(message.text);
                else props.onDelete?.();
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('message.actions')}
              data-testid="chat-message-menu"
            />
          </Dropdown>
        )}
        <div
          style={{
            padding: '6px 10px',
            borderRadius: 12,
            background: own ? token.colorPrimaryBg : token.colorFillTertiary,
            outline: props.highlighted ? `2px solid ${token.colorWarning}` : undefined,
            minWidth: 0,
          }}
        >
          {showSender && !own && (
            <Typography.Text strong style={{ display: 'block', fontSize: 12 }}>
              {personName(message.sender)}
            </Typography.Text>
          )}
          {content}
          <Flex gap={6} justify="flex-end" align="center" style={{ fontSize: 11, marginTop: 2 }}>
            {message.editedAt && !deleted && (
              <Typography.Text type="secondary" style={{ fontSize: 11 }} data-testid="chat-edited">
                {t('message.edited')}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {dayjs(message.createdAt).format('HH:mm')}
            </Typography.Text>
            {own && delivery && <ReceiptTicks state={delivery} />}
          </Flex>
        </div>
      </Flex>
      {footer}
    </Flex>
  );
}
