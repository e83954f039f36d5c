import {
  ORDER_LIST_TOTAL_CAP,
  ORDER_STATUS_GROUP_NAMES,
  ORDER_STATUS_GROUPS,
  ORDER_STATUSES,
  statusGroupOf,
  type OrderStatus,
  type OrderStatusCountsQuery,
  type OrderStatusGroup,
} from '@freight/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/format';
import { useOrderStatusCounts } from '../api/get-order-status-counts';

const ALL = 'ALL';
type StatusTab = typeof ALL | OrderStatusGroup;

const STATUSES_OF: Readonly<Record<StatusTab, readonly OrderStatus[]>> = {
  [ALL]: ORDER_STATUSES,
  ...ORDER_STATUS_GROUPS,
};

/** Each status is counted up to the list's cap + 1: more than the cap reads "1000+". */
function countText(count: number | undefined): string {
  if (count === undefined) return '';
  return count > ORDER_LIST_TOTAL_CAP
    ? `${formatNumber(ORDER_LIST_TOTAL_CAP)}+`
    : formatNumber(count);
}

/**
 * The list's status quick filters, as on a freight exchange's board: "All" and each stage of
 * an order's life with how many orders it holds under the other filters and the search.
 * Choosing one sets the status filter to its statuses; a status mix of the user's own
 * presses none. The row scrolls sideways on a phone rather than widening the page.
 */
export function OrderStatusTabs({
  query,
  status,
  onChange,
}: {
  /** The list's query without its status: what the counts are counted over. */
  query: OrderStatusCountsQuery;
  status: readonly OrderStatus[] | undefined;
  onChange: (statuses: readonly OrderStatus[] | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  // Labels alone while loading or after an error: the filters work without their numbers.
  const counts = useOrderStatusCounts(query).data?.counts;
  const chosen: StatusTab | undefined = status?.length ? statusGroupOf(status) : ALL;
  const tabs: readonly StatusTab[] = [ALL, ...ORDER_STATUS_GROUP_NAMES];
  return (
    <div
      role="group"
      aria-label={t('list.statusGroups')}
      data-testid="orders-status-tabs"
      style={{ display: 'flex', gap: 8, overflowX: 'auto', minWidth: 0, paddingBottom: 2 }}
    >
      {tabs.map((tab) => {
        const count = counts && STATUSES_OF[tab].reduce((sum, each) => sum + counts[each], 0);
        const pressed = tab === chosen;
        return (
          <Button
            key={tab}
            type={pressed ? 'primary' : 'default'}
            aria-pressed={pressed}
            data-testid={`orders-status-tab-${tab}`}
            data-count={count}
            style={{ flex: 'none' }}
            autoInsertSpace={false}
            onClick={() => onChange(tab === ALL ? undefined : ORDER_STATUS_GROUPS[tab])}
          >
            {t(`statusGroup.${tab}`)}
            {/* Room for a short number from the start, so the row barely moves when they come. */}
            <span
              style={{
                display: 'inline-block',
                minWidth: '1ch',
                marginInlineStart: 6,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {countText(count)}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
