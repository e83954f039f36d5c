import type { Notification } from '@freight/shared';
import { Badge, Tag, theme, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/format/format';
import { notificationText } from './notification-text';

interface NotificationEntryProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** The bell's dropdown: tighter spacing, relative time only. */
  compact?: boolean;
}

/** One notification, highlighted while new; opening it marks it read and follows its link. */
export function NotificationEntry({ notification, onOpen, compact }: NotificationEntryProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(notification);
    }
  };
  return (
    <div
      role="button"
      tabIndex={0}
      data-testid="notification-item"
      data-new={String(notification.isNew)}
      onClick={() => onOpen(notification)}
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 10,
        padding: compact ? '8px 12px' : '12px 16px',
        borderRadius: token.borderRadius,
        background: notification.isNew ? token.colorPrimaryBg : 'transparent',
        cursor: 'pointer',
      }}
    >
      <Badge status={notification.isNew ? 'processing' : 'default'} style={{ marginTop: 2 }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Paragraph
          strong={notification.isNew}
          style={{ margin: 0, overflowWrap: 'anywhere' }}
          ellipsis={compact ? { rows: 2 } : false}
        >
          {notificationText(notification)}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {compact
              ? formatRelativeTime(notification.createdAt)
              : formatDateTime(notification.createdAt)}
          </time>
          {!notification.isNew && ` · ${t('status.read')}`}
        </Typography.Text>
      </div>
      {notification.isNew && (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {t('status.new')}
        </Tag>
      )}
    </div>
  );
}
