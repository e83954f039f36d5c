import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageEmpty, PageError, PageLoading } from '../../../ui/page-state';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationEntry } from '../components/notification-entry';
import { useOpenNotification } from '../components/use-open-notification';

const PAGE_SIZE = 20;

type Filter = 'all' | 'unread';

/** Page and filter live in the URL, so back/forward and a reload keep the user's place. */
function useListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filter: Filter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const update = (next: { page?: number; filter?: Filter }) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? page;
    if (nextFilter === 'unread') params.set('filter', 'unread');
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };
  return { page, filter, update };
}

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { page, filter, update } = useListState();
  const list = useNotifications({ page, pageSize: PAGE_SIZE, unreadOnly: filter === 'unread' });
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const data = list.data;

  let body;
  if (list.isPending) {
    body = <PageLoading />;
  } else if (list.isError && !data) {
    body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!data || data.items.length === 0) {
    body = (
      <PageEmpty
        title={filter === 'unread' ? t('emptyUnread') : t('empty')}
        description={t('emptyHint')}
      />
    );
  } else {
    body = (
      <Flex vertical gap={4}>
        {data.items.map((notification) => (
          <NotificationEntry
            key={notification.id}
            notification={notification}
            onOpen={openNotification}
          />
        ))}
        {data.total > data.pageSize && (
          <Pagination
            style={{ marginTop: 16, alignSelf: 'center' }}
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={(nextPage) => update({ page: nextPage })}
          />
        )}
      </Flex>
    );
  }

  return (
    <div data-testid="notifications-page" style={{ maxWidth: 900, margin: '0 auto' }}>
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          {data && (
            <Typography.Text type="secondary" data-testid="unread-count">
              {t('unreadCount', { count: data.unreadCount })}
            </Typography.Text>
          )}
        </div>
        <Flex wrap gap={8} align="center">
          <Segmented<Filter>
            value={filter}
            onChange={(value) => update({ filter: value, page: 1 })}
            options={[
              { value: 'all', label: t('filterAll') },
              { value: 'unread', label: t('filterUnread') },
            ]}
          />
          <Button
            icon={<CheckOutlined />}
            data-testid="mark-all-read"
            loading={markAll.isPending}
            disabled={!data || data.unreadCount === 0}
            onClick={() => markAll.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Flex>
      </Flex>
      <Card styles={{ body: { padding: 8 } }}>{body}</Card>
    </div>
  );
}
