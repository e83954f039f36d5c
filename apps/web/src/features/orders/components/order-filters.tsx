import { Currency, ORDER_LIMITS, ORDER_STATUSES, TransportType } from '@freight/shared';
import { Checkbox, Flex, InputNumber, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSelect } from '../../../ui/place-select';
import { SearchInput } from '../../../ui/search-input';
import { DateRangeFilter, FilterCell, FilterResetLink } from '../../../ui/list-page/filter-panel';
import { EnumSelect, enumValues } from './enum-select';
import type { OrderFilterName, OrderFilters, OrderFilterValue } from './order-list-params';

interface OrderFiltersProps {
  filters: OrderFilters;
  /** A carrier's board offers "invited only" (issue 31). */
  showInvited?: boolean;
  activeCount: number;
  onChange: (name: OrderFilterName, value: OrderFilterValue) => void;
  onReset: () => void;
}

interface CommittedNumberProps {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  testId: string;
  label: string;
  max?: number;
}

/** A number that asks the server once typed (Enter or leaving the field), not per keystroke. */
function CommittedNumber({
  value,
  onCommit,
  testId,
  label,
  max = ORDER_LIMITS.maxPrice,
}: CommittedNumberProps) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value ?? null);
  }
  const commit = () => {
    const next = draft ?? undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <InputNumber<number>
      data-testid={testId}
      aria-label={label}
      placeholder={label}
      min={0}
      max={max}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: '100%' }}
    />
  );
}

const FILTER_SPAN = { xs: 24, sm: 12, lg: 8, xxl: 6 };

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FilterCell label={label} span={FILTER_SPAN}>
      {children}
    </FilterCell>
  );
}

/** The list's filters; each change goes to the address at once (prices once typed). */
export function OrderFiltersPanel({
  filters,
  showInvited = false,
  activeCount,
  onChange,
  onReset,
}: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  return (
    <div data-testid="orders-filters">
      <Row gutter={[12, 12]}>
        <Filter label={t('filters.status')}>
          <EnumSelect
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            values={ORDER_STATUSES}
            list="status"
            testId="orders-filter-status"
            aria-label={t('filters.status')}
            placeholder={t('filters.any')}
            value={[...(filters.status ?? [])]}
            onChange={(value) => onChange('status', value)}
            style={{ width: '100%' }}
          />
        </Filter>
        <Filter label={t('filters.transportType')}>
          <EnumSelect
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            values={enumValues(TransportType)}
            list="transportType"
            testId="orders-filter-transport"
            aria-label={t('filters.transportType')}
            placeholder={t('filters.any')}
            value={[...(filters.transportType ?? [])]}
            onChange={(value) => onChange('transportType', value)}
            style={{ width: '100%' }}
          />
        </Filter>
        {(['from', 'to'] as const).map((end) => (
          <Filter key={end} label={t(`filters.${end}Place`)}>
            <PlaceSelect
              mode="multiple"
              maxTagCount="responsive"
              testId={`orders-filter-${end}`}
              aria-label={t(`filters.${end}Place`)}
              placeholder={t('filters.anywhere')}
              value={[...(filters[end] ?? [])]}
              onChange={(codes) => onChange(end, [codes].flat())}
              style={{ width: '100%' }}
            />
          </Filter>
        ))}
        <Filter label={t('filters.place')}>
          <SearchInput
            value={filters.place ?? ''}
            onSearch={(place) => onChange('place', place)}
            placeholder={t('filters.placePlaceholder')}
            testId="orders-filter-place"
          />
        </Filter>
        {(['loading', 'unloading'] as const).map((kind) => (
          <Filter key={kind} label={t(`filters.${kind}Date`)}>
            <DateRangeFilter
              placeholders={{ from: t('filters.from'), to: t('filters.to') }}
              from={{
                testId: `orders-filter-${kind}-from`,
                label: t(`filters.${kind}From`),
                value: filters[`${kind}DateFrom`],
                onChange: (value) => onChange(`${kind}DateFrom`, value),
              }}
              to={{
                testId: `orders-filter-${kind}-to`,
                label: t(`filters.${kind}To`),
                value: filters[`${kind}DateTo`],
                onChange: (value) => onChange(`${kind}DateTo`, value),
              }}
            />
          </Filter>
        ))}
        <Filter label={t('filters.price')}>
          <Flex gap={8}>
            <CommittedNumber
              testId="orders-filter-price-min"
              label={t('filters.priceMin')}
              value={filters.priceMin}
              onCommit={(value) => onChange('priceMin', value)}
            />
            <CommittedNumber
              testId="orders-filter-price-max"
              label={t('filters.priceMax')}
              value={filters.priceMax}
              onCommit={(value) => onChange('priceMax', value)}
            />
            <EnumSelect
              allowClear
              values={enumValues(Currency)}
              list="currency"
              shortLabels
              testId="orders-filter-currency"
              aria-label={t('filters.currency')}
              placeholder={t('filters.currencyShort')}
              value={filters.currency}
              onChange={(value) => onChange('currency', value)}
              style={{ width: 100, flex: 'none' }}
            />
          </Flex>
        </Filter>
        {showInvited && (
          <Filter label={t('filters.invited')}>
            <Checkbox
              data-testid="orders-filter-invited"
              checked={filters.invited === true}
              onChange={(event) => onChange('invited', event.target.checked ? 'true' : undefined)}
            >
              {t('filters.invitedOnly')}
            </Checkbox>
          </Filter>
        )}
        {(
          [
            ['weight', 'weightMinTons', 'weightMaxTons', ORDER_LIMITS.maxCargoWeightTons],
            ['volume', 'volumeMinM3', 'volumeMaxM3', ORDER_LIMITS.maxCargoVolumeM3],
          ] as const
        ).map(([kind, min, max, limit]) => (
          <Filter key={kind} label={t(`filters.${kind}`)}>
            <Flex gap={8}>
              <CommittedNumber
                testId={`orders-filter-${kind}-min`}
                label={t('filters.from')}
                max={limit}
                value={filters[min]}
                onCommit={(value) => onChange(min, value)}
              />
              <CommittedNumber
                testId={`orders-filter-${kind}-max`}
                label={t('filters.to')}
                max={limit}
                value={filters[max]}
                onCommit={(value) => onChange(max, value)}
              />
            </Flex>
          </Filter>
        ))}
      </Row>
      <FilterResetLink
        activeCount={activeCount}
        label={t('filters.reset', { count: activeCount })}
        testId="orders-filter-reset"
        onReset={onReset}
      />
    </div>
  );
}
