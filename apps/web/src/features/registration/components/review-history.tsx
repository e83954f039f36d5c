import { ALL_ROLES, type CompanyReviewEvent, type Role } from '@freight/shared';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../lib/account/account-display';
import { formatDateTime } from '../../../lib/format/format';

const ACTION_COLORS: Record<CompanyReviewEvent['action'], string> = {
  SUBMITTED: 'blue',
  RESUBMITTED: 'blue',
  CHANGED: 'gray',
  APPROVED: 'green',
  REJECTED: 'red',
};

const isRole = (role: string): role is Role => (ALL_ROLES as readonly string[]).includes(role);

/** Every step of the review, newest first: what happened, who did it, when, and the comment. */
export function ReviewHistory({ events }: { events: readonly CompanyReviewEvent[] }) {
  const { t } = useTranslation('registration');
  const newestFirst = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div data-testid="registration-history">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('status.history')}
      </Typography.Title>
      {newestFirst.length === 0 ? (
        <Typography.Text type="secondary">{t('status.noHistory')}</Typography.Text>
      ) : (
        <Timeline
          items={newestFirst.map((event) => ({
            key: event.id,
            color: ACTION_COLORS[event.action],
            content: (
              <div data-testid="registration-history-item" data-action={event.action}>
                <Typography.Text strong>{t(`status.actions.${event.action}`)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                    {' · '}
                    {event.actor
                      ? `${event.actor.lastName} ${event.actor.firstName}${
                          isRole(event.actor.role)
                            ? ` (${t(`common:${roleLabelKey(event.actor.role)}`)})`
                            : ''
                        }`
                      : t('status.actorUnknown')}
                  </Typography.Text>
                </div>
                {event.comment && (
                  <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>
                    {event.comment}
                  </Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
