import { Currency, ORDER_LIMITS, ORDER_STATUSES, TransportType } from '@freight/shared';
import { Flex, InputNumber, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../ui/search-input';
import { DateRangeFilter, FilterCell, FilterResetLink } from '../../../ui/list-page/filter-panel';
import { EnumSelect, enumValues } from './enum-select';
import type { OrderFilterName, OrderFilters, OrderFilterValue } from './order-list-params';

interface OrderFiltersProps {
  filters: OrderFilters;
  activeCount: number;
  onChange: (name: OrderFilterName, value: OrderFilterValue) => void;
  onReset: () => void;
}

interface CommittedNumberProps {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  testId: string;
  label: string;
}

/** A number that asks the server once typed (Enter or leaving the field), not per keystroke. */
function CommittedNumber({ value, onCommit, testId, label }: CommittedNumberProps) {
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
      max={ORDER_LIMITS.maxPrice}
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
export function OrderFiltersPanel({ filters, activeCount, onChange, onReset }: OrderFiltersProps) {
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
