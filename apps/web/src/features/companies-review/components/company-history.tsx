import { CompanyReviewAction, type CompanyReviewEvent } from '@freight/shared';
import { HistoryTimeline } from '../../../ui/history-timeline';

const ACTION_COLORS: Record<CompanyReviewAction, string> = {
  [CompanyReviewAction.SUBMITTED]: 'blue',
  [CompanyReviewAction.RESUBMITTED]: 'blue',
  [CompanyReviewAction.CHANGED]: 'orange',
  [CompanyReviewAction.APPROVED]: 'green',
  [CompanyReviewAction.REJECTED]: 'red',
};

/** Every step of the review — who, when, what, and the comment — newest first. */
export function CompanyHistory({ history }: { history: CompanyReviewEvent[] }) {
  return (
    <HistoryTimeline
      history={history}
      namespace="review"
      colors={ACTION_COLORS}
      testId="company-history"
    />
  );
}
