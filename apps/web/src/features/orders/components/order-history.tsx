import {
  Currency,
  ratingLevelName,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@freight/shared';
import { Card, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format/format';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useOrderHistory } from '../api/get-order-history';

type HistoryValue = OrderHistoryEntry['changes'][number]['from'];

/**
 * History fields whose values are codes, and the translated list that names them (the lists
 * the rest of the product already uses, whichever namespace holds them).
 */
const VALUE_LISTS: Record<string, string> = {
  status: 'orders:status',
  newStatus: 'orders:status',
  transportType: 'orders:transportType',
  orderType: 'orders:orderType',
  paymentTerms: 'orders:paymentTerms',
  packageType: 'orders:packageType',
  loadingMethod: 'orders:loadingMethod',
  transportationType: 'orders:transportationType',
  transportationView: 'orders:transportationView',
  currency: 'orders:currency',
  publicationStage: 'orders:publicationStage',
  declaredValueCurrency: 'orders:currency',
  responseStatus: 'orders:responseStatus',
  counterOfferStatus: 'orders:counterOfferStatus',
  fileType: 'orders:fileType',
  atFaultSide: 'orders:problem.side',
  generated: 'orders:problem.generatedKind',
  step: 'trip:step',
  side: 'trip:side',
  languages: 'documents:languages',
};

/** A file's review (`file.accepted`, `file.rejected`) records the file's status, not the order's. */
const FILE_STATUS_LIST = 'trip:fileStatus';

/** Every namespace a history entry's texts come from: loaded before the history renders. */
const HISTORY_NAMESPACES = ['orders', 'trip', 'documents'] as const;

function valueList(action: string, field: string): string | undefined {
  if (field === 'status' && action.startsWith('file.')) return FILE_STATUS_LIST;
  return VALUE_LISTS[field];
}

/** Instants: shown with their time. */
const INSTANT_FIELDS = ['actualAt'];

const DATE_FIELDS = ['plannedLoadingDate', 'plannedUnloadingDate'];

/** What a decision also did, as counts; worth a line only when not zero. */
const COUNT_FIELDS = ['declinedResponses', 'closedDeletionRequests'];

/** Amounts of money, and the field that holds each one's currency. */
const MONEY_FIELDS: Record<string, CurrencyField> = {
  price: 'currency',
  amount: 'currency',
  declaredValue: 'declaredValueCurrency',
};
type CurrencyField = 'currency' | 'declaredValueCurrency';
type Currencies = Partial<Record<CurrencyField, Currency>>;
const CURRENCY_FIELDS: readonly string[] = Object.values(MONEY_FIELDS);
const CURRENCIES: readonly unknown[] = Object.values(Currency);
const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value);

interface DatedEntry {
  entry: OrderHistoryEntry;
  /** The order's currencies just before and just after the entry, for its amounts. */
  before: Currencies;
  after: Currencies;
}

/**
 * Walks back from the order as it stands, undoing each entry's currency changes, so an amount
 * reads in the currency it had then ("400 000 RUB → 450 000 KZT" when both changed).
 */
function withCurrencies(history: readonly OrderHistoryEntry[], now: Currencies): DatedEntry[] {
  let after: Currencies = now;
  const newestFirst = [...history].reverse();
  return newestFirst.map((entry) => {
    const before = { ...after };
    for (const { field, from } of entry.changes) {
      if (!CURRENCY_FIELDS.includes(field)) continue;
      before[field as CurrencyField] = isCurrency(from) ? from : undefined;
    }
    const dated = { entry, before, after };
    after = before;
    return dated;
  });
}

const ACTION_COLORS: Record<string, string> = {
  created: 'blue',
  published: 'blue',
  accepted: 'green',
  approved: 'red',
  reported: 'red',
  decided: 'orange',
  generated: 'blue',
  signed: 'green',
  declined: 'red',
  loading_started: 'blue',
  loading_departed: 'blue',
  unloading_started: 'blue',
  delivered: 'green',
  seal_mismatch: 'red',
  delivery_confirmed: 'green',
  rejected: 'red',
  sent: 'green',
  receipt_rejected: 'red',
  completed: 'green',
  given: 'gold',
};

/** A changed value in the reader's language: list values, yes/no, dates, amounts. */
function displayValue(
  { action, field }: { action: string; field: string },
  value: HistoryValue,
  currencies: Currencies,
  t: TFunction<typeof HISTORY_NAMESPACES>,
): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
  if (field === 'score' && typeof value === 'number') {
    const level = ratingLevelName(value);
    return level
      ? `${value} · ${t(`trip:rating.${level}`, { defaultValue: level })}`
      : String(value);
  }
  if (typeof value === 'number') {
    const currencyField = MONEY_FIELDS[field];
    const currency = currencyField && currencies[currencyField];
    return currency ? formatMoney(value, currency) : formatNumber(value);
  }
  const list = valueList(action, field);
  if (list && typeof value === 'string') return t(`${list}.${value}`, { defaultValue: value });
  if (DATE_FIELDS.includes(field) && typeof value === 'string') return formatDate(value);
  if (INSTANT_FIELDS.includes(field)) return formatDateTime(value);
  return value;
}

function HistoryItem({ entry, before, after }: DatedEntry) {
  const { t } = useTranslation(HISTORY_NAMESPACES);
  // A new order's every field is its form, shown above; its history names only the status.
  // Side effects that did nothing (no response declined) are left out.
  const changes = entry.changes.filter((change) =>
    entry.action === 'order.created'
      ? change.field === 'status'
      : !(COUNT_FIELDS.includes(change.field) && !change.to),
  );
  const actor = entry.actor
    ? `${entry.actor.name} (${t(`common:roles.${entry.actor.role}`)})`
    : t('history.system');
  return (
    <div data-testid="history-entry" data-action={entry.action}>
      <Typography.Text strong>
        {t(`history.actions.${entry.action}`, { defaultValue: entry.action })}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {actor}
        </Typography.Text>
      </div>
      {changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {changes.map((change) => (
            <li key={change.field} data-testid="history-change" data-field={change.field}>
              <Typography.Text type="secondary">
                {t(`history.fields.${change.field}`, { defaultValue: change.field })}:
              </Typography.Text>{' '}
              {change.from === null ? (
                <span style={{ overflowWrap: 'anywhere' }}>
                  {displayValue({ action: entry.action, field: change.field }, change.to, after, t)}
                </span>
              ) : (
                <span style={{ overflowWrap: 'anywhere' }}>
                  <del>
                    {displayValue(
                      { action: entry.action, field: change.field },
                      change.from,
                      before,
                      t,
                    )}
                  </del>{' '}
                  →{' '}
                  {displayValue({ action: entry.action, field: change.field }, change.to, after, t)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every change to the order — who, when, what from what to what — newest first. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const history = useOrderHistory(order.id);

  let body;
  if (history.isPending) body = <PageLoading />;
  else if (history.isError) {
    body = <PageError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (history.data.length === 0) body = <PageEmpty title={t('history.empty')} compact />;
  else {
    const now: Currencies = { currency: order.currency };
    if (order.declaredValueCurrency) now.declaredValueCurrency = order.declaredValueCurrency;
    body = (
      <Timeline
        style={{ paddingTop: 8 }}
        items={withCurrencies(history.data, now).map((dated) => ({
          key: dated.entry.id,
          color: ACTION_COLORS[dated.entry.action.split('.')[1] ?? ''] ?? 'gray',
          content: <HistoryItem {...dated} />,
        }))}
      />
    );
  }

  return (
    <Card title={t('history.title')} data-testid="order-history">
      {body}
    </Card>
  );
}
