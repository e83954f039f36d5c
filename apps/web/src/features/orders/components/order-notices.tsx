import {
  DeletionRequestStatus,
  OrderAction,
  ProblemStatus,
  type OrderDetail,
  type OrderProblem,
} from '@freight/shared';
import { Alert, Card, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { DeletionDecisionForm } from './deletion-decision-form';
import { isAllowed } from './order-actions';
import { ProblemDecisionForm } from './problem-decision-form';
import { problemDescription } from './problem-description';
import { OrderStatusTag } from '../../../ui/status-tag/status-tag';

const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Meta({ children }: { children: React.ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

function ProblemDecision({ problem }: { problem: OrderProblem }) {
  const { t } = useTranslation('orders');
  return (
    <div data-testid="problem-decision" data-problem-id={problem.id}>
      <Typography.Text strong>
        {t('problem.decisionOf', { date: formatDateTime(problem.reportedAt) })}
      </Typography.Text>
      <Typography.Paragraph style={{ ...wrapped, margin: '4px 0' }} type="secondary">
        {problemDescription(problem, t)}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ ...wrapped, margin: '4px 0' }}>
        {problem.decisionComment}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        {problem.newStatus && (
          <span>
            {t('problem.statusSet')} <OrderStatusTag status={problem.newStatus} />
          </span>
        )}
        <Meta>
          {problem.decidedBy?.name ?? t('history.system')}
          {problem.decidedAt && ` · ${formatDateTime(problem.decidedAt)}`}
        </Meta>
      </Flex>
    </div>
  );
}

interface OrderNoticesProps {
  order: OrderDetail;
  onConflict: () => void;
}

/**
 * What the order waits for and what was decided: the open problem report (the CB decides it
 * here), earlier decisions, and the pending deletion request (moderators and the CB decide).
 */
export function OrderNotices({ order, onConflict }: OrderNoticesProps) {
  const { t } = useTranslation('orders');
  const { openProblem } = order;
  const decided = order.problems.filter((problem) => problem.status === ProblemStatus.DECIDED);
  const pendingDeletion = order.deletionRequests.find(
    (request) => request.status === DeletionRequestStatus.PENDING,
  );
  const rejectedDeletions = order.deletionRequests.filter(
    (request) => request.status === DeletionRequestStatus.REJECTED,
  );
  const latestRejected = rejectedDeletions.at(0);
  const canDecideProblem = isAllowed(order.actions, OrderAction.DECIDE_PROBLEM);
  const canApprove = isAllowed(order.actions, OrderAction.APPROVE_DELETION);
  const canReject = isAllowed(order.actions, OrderAction.REJECT_DELETION);

  return (
    <>
      {openProblem && (
        <Card size="small" data-testid="problem-open" styles={{ body: { paddingTop: 8 } }}>
          <Alert
            type="error"
            showIcon
            title={t('problem.openTitle')}
            description={
              <>
                <Typography.Paragraph
                  style={{ ...wrapped, margin: 0 }}
                  data-testid="problem-open-description"
                >
                  {problemDescription(openProblem, t)}
                </Typography.Paragraph>
                <Meta>
                  {t('problem.reportedBy', {
                    name: openProblem.reportedBy.name,
                    company:
                      openProblem.reportedBy.companyName ??
                      t(`common:roles.${openProblem.reportedBy.role}`),
                  })}{' '}
                  · {formatDateTime(openProblem.reportedAt)}
                </Meta>
              </>
            }
          />
          {canDecideProblem && (
            <>
              <Divider style={{ margin: '12px 0' }} />
              <ProblemDecisionForm order={order} problem={openProblem} onConflict={onConflict} />
            </>
          )}
        </Card>
      )}
      {decided.length > 0 && (
        <Card size="small" title={t('problem.decisionsTitle')} data-testid="problem-decisions">
          <Flex vertical gap={12}>
            {decided.map((problem) => (
              <ProblemDecision key={problem.id} problem={problem} />
            ))}
          </Flex>
        </Card>
      )}
      {pendingDeletion && (
        <Card size="small" data-testid="deletion-pending" styles={{ body: { paddingTop: 8 } }}>
          <Alert
            type="warning"
            showIcon
            title={t('deletion.pendingTitle')}
            description={
              <>
                {pendingDeletion.reason && (
                  <Typography.Paragraph style={{ ...wrapped, margin: 0 }}>
                    {pendingDeletion.reason}
                  </Typography.Paragraph>
                )}
                <Meta>
                  {pendingDeletion.requestedBy.name} · {formatDateTime(pendingDeletion.requestedAt)}
                </Meta>
              </>
            }
          />
          {(canApprove || canReject) && (
            <>
              <Divider style={{ margin: '12px 0' }} />
              <DeletionDecisionForm
                order={order}
                request={pendingDeletion}
                canApprove={canApprove}
                canReject={canReject}
                onConflict={onConflict}
              />
            </>
          )}
        </Card>
      )}
      {rejectedDeletions.length > 0 && !pendingDeletion && (
        <Alert
          type="info"
          showIcon
          data-testid="deletion-rejected"
          title={t('deletion.rejectedTitle')}
          description={
            <span style={wrapped}>
              {latestRejected?.comment}
              {latestRejected?.decidedBy && <Meta> — {latestRejected.decidedBy.name}</Meta>}
            </span>
          }
        />
      )}
    </>
  );
}
