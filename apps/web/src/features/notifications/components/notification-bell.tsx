import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useLiveNotifications } from '../api/use-live-notifications';
import { NotificationEntry } from './notification-entry';
import { useOpenNotification } from './use-open-notification';

/**
 * New notifications arrive over the socket at once; the bell also polls every 30 s and on
 * window focus (the query's default), for when the socket is down.
 */
const POLL_INTERVAL_MS = 30_000;
const LATEST_COUNT = 5;

/** The top bar's bell: the unread count, and the latest notifications in a dropdown. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const latest = useLatestNotifications(LATEST_COUNT, POLL_INTERVAL_MS);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification(() => setOpen(false));
  const unreadCount = latest.data?.unreadCount ?? 0;
  const items = latest.data?.items ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void latest.refetch();
  };

  const panel = (
    <div
      data-testid="notification-dropdown"
      style={{
        width: 360,
        maxWidth: 'calc(100vw - 16px)',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '10px 12px',
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <Typography.Text strong>{t('title')}</Typography.Text>
        <Button
          type="link"
          size="small"
          data-testid="mark-all-read"
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <div style={{ maxHeight: 400, overflowY: 'auto', padding: 4 }}>
        {latest.isPending && (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        )}
        {latest.isError && !latest.data && (
          <Typography.Paragraph type="secondary" style={{ padding: 16, margin: 0 }}>
            {t('loadError')}
          </Typography.Paragraph>
        )}
        {latest.data && items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        )}
        {items.map((notification) => (
          <NotificationEntry
            key={notification.id}
            notification={notification}
            onOpen={openNotification}
            compact
          />
        ))}
      </div>
      <div
        style={{
          padding: '8px 12px',
          borderTop: `1px solid ${token.colorSplit}`,
          textAlign: 'center',
        }}
      >
        <Link to="/notifications" onClick={() => setOpen(false)} data-testid="notifications-link">
          {t('viewAll')}
        </Link>
      </div>
    </div>
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      trigger={['click']}
      placement="bottomRight"
      // On a phone the panel is wider than the room left of the bell: shift it into view.
      align={{ overflow: { shiftX: true, adjustY: true } }}
      // Closed, the panel leaves the page, so its test ids never clash with the page's.
      destroyOnHidden
      popupRender={() => panel}
    >
      <Button
        type="text"
        data-testid="notification-bell"
        data-unread={unreadCount}
        aria-label={t('bellLabel', { count: unreadCount })}
        title={t('title')}
        icon={
          <Badge count={unreadCount} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
}
