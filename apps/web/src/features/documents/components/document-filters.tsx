import { DocumentKind, DocumentState } from '@freight/shared';
import { Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterCell, FilterResetLink } from '../../../ui/list-page/filter-panel';
import { SearchInput } from '../../../ui/search-input';

export const DOCUMENT_FILTER_NAMES = ['kind', 'state', 'orderNumber', 'from', 'to'] as const;
export type DocumentFilterName = (typeof DOCUMENT_FILTER_NAMES)[number];
export type DocumentFilters = Record<DocumentFilterName, string | undefined>;

interface DocumentFiltersProps {
  filters: DocumentFilters;
  onChange: (name: DocumentFilterName, value: string | undefined) => void;
  onReset: () => void;
}

const FILTER_SPAN = { xs: 24, sm: 12, lg: 6 };

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FilterCell label={label} span={FILTER_SPAN}>
      {children}
    </FilterCell>
  );
}

/** The registry's filters; each change goes to the address at once (the number once typed). */
export function DocumentFiltersPanel({ filters, onChange, onReset }: DocumentFiltersProps) {
  const { t } = useTranslation('documents');
  const activeCount = DOCUMENT_FILTER_NAMES.filter((name) => filters[name]).length;
  return (
    <div data-testid="documents-filters">
      <Row gutter={[12, 12]}>
        <Filter label={t('filters.kind')}>
          <Select
            allowClear
            data-testid="documents-filter-kind"
            aria-label={t('filters.kind')}
            placeholder={t('filters.any')}
            value={filters.kind}
            onChange={(value?: string) => onChange('kind', value)}
            options={Object.values(DocumentKind).map((kind) => ({
              value: kind,
              label: t(`kind.${kind}`),
            }))}
            virtual={false}
            optionRender={(option) => (
              <span data-testid={`option-${String(option.value)}`}>{option.label}</span>
            )}
            style={{ width: '100%' }}
          />
        </Filter>
        <Filter label={t('filters.state')}>
          <Select
            allowClear
            data-testid="documents-filter-state"
            aria-label={t('filters.state')}
            placeholder={t('filters.any')}
            value={filters.state}
            onChange={(value?: string) => onChange('state', value)}
            options={Object.values(DocumentState).map((state) => ({
              value: state,
              label: t(`state.${state}`),
            }))}
            virtual={false}
            optionRender={(option) => (
              <span data-testid={`option-${String(option.value)}`}>{option.label}</span>
            )}
            style={{ width: '100%' }}
          />
        </Filter>
        <Filter label={t('filters.orderNumber')}>
          <SearchInput
            value={filters.orderNumber ?? ''}
            onSearch={(number) => onChange('orderNumber', number)}
            placeholder={t('filters.orderNumberPlaceholder')}
            testId="documents-filter-order"
          />
        </Filter>
        <Filter label={t('filters.issued')}>
          <DateRangeFilter
            placeholders={{ from: t('filters.from'), to: t('filters.to') }}
            from={{
              testId: 'documents-filter-from',
              label: t('filters.issuedFrom'),
              value: filters.from,
              onChange: (value) => onChange('from', value),
            }}
            to={{
              testId: 'documents-filter-to',
              label: t('filters.issuedTo'),
              value: filters.to,
              onChange: (value) => onChange('to', value),
            }}
          />
        </Filter>
      </Row>
      <FilterResetLink
        activeCount={activeCount}
        label={t('filters.reset', { total: activeCount })}
        testId="documents-filter-reset"
        onReset={onReset}
      />
    </div>
  );
}
