import { Flex, Input, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageSearch } from '../api/get-messages';
import { personName } from './chat-texts';

interface MessageSearchProps {
  conversationId: string;
  /** A result was chosen: show it in the conversation when it is loaded. */
  onJump: (messageId: string) => void;
}

/** Search within the conversation (`q=`): the matching messages, newest last, to jump to. */
export function MessageSearch({ conversationId, onJump }: MessageSearchProps) {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const results = useMessageSearch(conversationId, query);
  return (
    <div
      style={{ padding: 8, borderBottom: `1px solid ${token.colorSplit}` }}
      data-testid="chat-search"
    >
      <Input.Search
        allowClear
        autoFocus
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onSearch={(value) => setQuery(value.trim())}
        data-testid="chat-search-input"
      />
      {query && (
        <div style={{ maxHeight: 200, overflowY: 'auto', marginTop: 6 }}>
          {results.isFetching && <Spin size="small" />}
          {results.data?.items.length === 0 && (
            <Typography.Text type="secondary">{t('search.empty')}</Typography.Text>
          )}
          {results.data?.items.map((message) => (
            <button
              key={message.id}
              type="button"
              onClick={() => onJump(message.id)}
              data-testid="chat-search-result"
              style={{
                display: 'block',
                width: '100%',
                padding: '4px 0',
                border: 0,
                background: 'transparent',
                textAlign: 'left',
                cursor: 'pointer',
                font: 'inherit',
                color: 'inherit',
              }}
            >
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong style={{ fontSize: 12 }}>
                  {personName(message.sender)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(message.createdAt).format('DD.MM.YYYY HH:mm')}
                </Typography.Text>
              </Flex>
              <Typography.Text ellipsis style={{ display: 'block' }}>
                {message.text}
              </Typography.Text>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
