import { CheckOutlined } from '@ant-design/icons';
import type { Notification } from '@freight/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterChoice } from '../../../ui/filter-choice';
import { DataList } from '../../../ui/list-page/data-list';
import { ListPage } from '../../../ui/list-page/list-page';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { notificationListQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationEntry } from '../components/notification-entry';
import { useOpenNotification } from '../components/use-open-notification';

type Filter = 'all' | 'unread';

/** `/notifications`: every notification, newest first; page and filter live in the address. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const list = useListPage({
    tabs: ['filter'],
    query: ({ place, filters }) =>
      notificationListQueryOptions({ ...place, unreadOnly: filters.filter === 'unread' }),
  });
  const filter: Filter = list.filters.filter === 'unread' ? 'unread' : 'all';
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const data = list.query.data;

  return (
    <ListPage
      testId="notifications-page"
      maxWidth={900}
      subtitle={
        data && (
          <span data-testid="unread-count">{t('unreadCount', { count: data.unreadCount })}</span>
        )
      }
      extra={
        <Flex wrap gap={8} align="center">
          <FilterChoice<Filter>
            testId="notifications-filter"
            label={t('filterLabel')}
            value={filter}
            onChange={(value) => list.update({ filter: value === 'unread' ? value : undefined })}
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
      }
    >
      <DataList<Notification>
        {...list.state}
        empty={{
          title: filter === 'unread' ? t('emptyUnread') : t('empty'),
          description: t('emptyHint'),
        }}
        rowKey={(notification) => notification.id}
        renderCard={(notification) => (
          <NotificationEntry notification={notification} onOpen={openNotification} />
        )}
      />
    </ListPage>
  );
}
