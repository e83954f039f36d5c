import { ClearOutlined } from '@ant-design/icons';
import { DocumentKind, DocumentState } from '@freight/shared';
import { Button, Col, Flex, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field';
import { SearchInput } from '../../../ui/search-input';

export const DOCUMENT_FILTER_NAMES = ['kind', 'state', 'orderNumber', 'from', 'to'] as const;
export type DocumentFilterName = (typeof DOCUMENT_FILTER_NAMES)[number];
export type DocumentFilters = Record<DocumentFilterName, string | undefined>;

interface DocumentFiltersProps {
  filters: DocumentFilters;
  onChange: (name: DocumentFilterName, value: string | undefined) => void;
  onReset: () => void;
}

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </Col>
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
          <Flex gap={8}>
            <DateField
              testId="documents-filter-from"
              aria-label={t('filters.issuedFrom')}
              placeholder={t('filters.from')}
              value={filters.from}
              onChange={(value) => onChange('from', value)}
            />
            <DateField
              testId="documents-filter-to"
              aria-label={t('filters.issuedTo')}
              placeholder={t('filters.to')}
              value={filters.to}
              onChange={(value) => onChange('to', value)}
            />
          </Flex>
        </Filter>
      </Row>
      {activeCount > 0 && (
        <Button
          type="link"
          icon={<ClearOutlined />}
          data-testid="documents-filter-reset"
          onClick={onReset}
          style={{ paddingInline: 0, marginTop: 8 }}
        >
          {t('filters.reset', { total: activeCount })}
        </Button>
      )}
    </div>
  );
}
