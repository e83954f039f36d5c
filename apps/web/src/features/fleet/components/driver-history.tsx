import { DriverHistoryAction, type DriverEvent } from '@freight/shared';
import { HistoryTimeline } from '../../../ui/history-timeline';

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

/** Submissions, decisions, blacklisting and removal with their reasons, newest first. */
export function DriverHistory({ history }: { history: DriverEvent[] }) {
  return (
    <HistoryTimeline
      history={history}
      namespace="fleet"
      colors={ACTION_COLORS}
      testId="driver-history"
    />
  );
}
