import { DriverHistoryAction, type DriverEvent } from '@freight/shared';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { formatDateTime } from '../../../lib/format/format';
import { PageEmpty } from '../../../ui/page-state';

const ACTION_COLORS: Record<DriverHistoryAction, string> = {
  [DriverHistoryAction.SUBMITTED]: 'blue',
  [DriverHistoryAction.RESUBMITTED]: 'blue',
  [DriverHistoryAction.CHANGED]: 'orange',
  [DriverHistoryAction.APPROVED]: 'green',
  [DriverHistoryAction.REJECTED]: 'red',
  [DriverHistoryAction.BLACKLISTED]: 'red',
  [DriverHistoryAction.UNBLACKLISTED]: 'green',
  [DriverHistoryAction.RETIRED]: 'gray',
};

function HistoryEntry({ event }: { event: DriverEvent }) {
  const { t } = useTranslation('fleet');
  const actor = event.actor
    ? `${personFullName(event.actor)} (${t(`common:roles.${event.actor.role}`, {
        defaultValue: event.actor.role,
      })})`
    : t('history.system');
  return (
    <div data-testid="driver-history-entry" data-action={event.action}>
      <Typography.Text strong>{t(`history.actions.${event.action}`)}</Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> · {actor}
        </Typography.Text>
      </div>
      {event.comment && (
        <Typography.Paragraph
          style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {event.comment}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Submissions, decisions, blacklisting and removal with their reasons, newest first. */
export function DriverHistory({ history }: { history: DriverEvent[] }) {
  const { t } = useTranslation('fleet');
  const newestFirst = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card title={t('history.title')} data-testid="driver-history">
      {newestFirst.length === 0 ? (
        <PageEmpty title={t('history.empty')} compact />
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={newestFirst.map((event) => ({
            key: event.id,
            color: ACTION_COLORS[event.action],
            content: <HistoryEntry event={event} />,
          }))}
        />
      )}
    </Card>
  );
}
