import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import {
  CHAT_MAX_ATTACHMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  DOCUMENT_CONTENT_TYPES,
  type ChatAttachment,
} from '@freight/shared';
import { Button, Flex, Input, Progress, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { sendRealtime } from '../../../lib/realtime/realtime-socket';
import { useAttachmentUploads } from './use-attachment-uploads';

/** Typing signals go out at most this often while the user types. */
export const TYPING_SIGNAL_INTERVAL_MS = 2_000;

interface ComposerProps {
  conversationId: string;
  onSend: (text: string, attachments: ChatAttachment[]) => void;
}

/** The message being written: text (Enter sends, Shift+Enter breaks the line) and files. */
export function Composer({ conversationId, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const lastTypingSignal = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachments = useAttachmentUploads(conversationId);
  const failed = attachments.uploads.some((upload) => upload.error !== null);
  const canSend =
    !attachments.uploading &&
    !failed &&
    (text.trim().length > 0 || attachments.ready.length > 0) &&
    text.length <= CHAT_MESSAGE_MAX_LENGTH;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), attachments.ready);
    setText('');
    attachments.clear();
  };

  const signalTyping = () => {
    const now = Date.now();
    if (now - lastTypingSignal.current < TYPING_SIGNAL_INTERVAL_MS) return;
    lastTypingSignal.current = now;
    sendRealtime({ type: 'chat.typing', conversationId });
  };

  return (
    <Flex vertical gap={6} data-testid="chat-composer" style={{ padding: '8px 8px 28px' }}>
      {attachments.uploads.length > 0 && (
        <Flex wrap gap={6} data-testid="chat-uploads">
          {attachments.uploads.map((upload) => (
            <Tag
              key={upload.key}
              closable
              closeIcon={<CloseOutlined aria-label={t('composer.removeFile')} />}
              onClose={() => attachments.remove(upload.key)}
              color={upload.error ? 'error' : undefined}
              data-testid="chat-upload"
              data-state={upload.error ? 'failed' : upload.file ? 'done' : 'uploading'}
              style={{ maxWidth: 260, display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{upload.name}</span>
              {upload.error ? (
                <Typography.Text type="danger" style={{ fontSize: 11 }}>
                  {isApiError(upload.error)
                    ? describeApiError(upload.error)
                    : t('composer.uploadFailed')}
                </Typography.Text>
              ) : (
                !upload.file && <Progress type="circle" size={16} percent={upload.percent} />
              )}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap={6} align="flex-end">
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={DOCUMENT_CONTENT_TYPES.join(',')}
          data-testid="chat-attach-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].slice(
              0,
              CHAT_MAX_ATTACHMENTS - attachments.uploads.length,
            );
            attachments.start(files);
            event.target.value = '';
          }}
        />
        <Button
          icon={<PaperClipOutlined />}
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
          data-testid="chat-attach"
          disabled={attachments.uploads.length >= CHAT_MAX_ATTACHMENTS}
          onClick={() => fileInput.current?.click()}
        />
        <Input.TextArea
          value={text}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.placeholder')}
          autoSize={{ minRows: 1, maxRows: 6 }}
          showCount
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          data-testid="chat-input"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.length > 0) signalTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={t('composer.send')}
          title={t('composer.send')}
          disabled={!canSend}
          onClick={send}
          data-testid="chat-send"
        />
      </Flex>
    </Flex>
  );
}
