import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName, type PersonName } from '../lib/account/account-display';
import { formatDateTime } from '../lib/format/format';
import { PageEmpty } from './page-state';

/** One recorded step of a review: who (none: the system), when, what, and the comment. */
export interface HistoryEvent<Action extends string> {
  id: string;
  action: Action;
  createdAt: string;
  comment: string | null;
  actor: (PersonName & { role: string }) | null;
}

export interface HistoryTimelineProps<Action extends string> {
  history: readonly HistoryEvent<Action>[];
  /** The translation namespace holding `history.title`, `.empty`, `.system`, `.actions.*`. */
  namespace: string;
  /** The timeline dot's colour of each action. */
  colors: Record<Action, string>;
  /** `data-testid` of the card; each entry is `<testId>-entry`. */
  testId: string;
}

function HistoryEntry<Action extends string>({
  event,
  namespace,
  testId,
}: {
  event: HistoryEvent<Action>;
  namespace: string;
  testId: string;
}) {
  const { t } = useTranslation(namespace);
  const actor = event.actor
    ? `${personFullName(event.actor)} (${t(`common:roles.${event.actor.role}`, {
        defaultValue: event.actor.role,
      })})`
    : t('history.system');
  return (
    <div data-testid={`${testId}-entry`} data-action={event.action}>
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

/** Every recorded step — who, when, what, and the comment — newest first. */
export function HistoryTimeline<Action extends string>({
  history,
  namespace,
  colors,
  testId,
}: HistoryTimelineProps<Action>) {
  const { t } = useTranslation(namespace);
  const newestFirst = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card title={t('history.title')} data-testid={testId}>
      {newestFirst.length === 0 ? (
        <PageEmpty title={t('history.empty')} compact />
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={newestFirst.map((event) => ({
            key: event.id,
            color: colors[event.action],
            content: <HistoryEntry event={event} namespace={namespace} testId={testId} />,
          }))}
        />
      )}
    </Card>
  );
}
