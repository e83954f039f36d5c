import { DocumentKind, DocumentState, type DocumentView } from '@freight/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useListParams } from '../../../lib/list/use-list-params';
import { DocumentViewerModal } from '../../../ui/document-viewer-modal';
import { FilterToggle } from '../../../ui/list-page/filter-toggle';
import { useDocuments } from '../api/get-documents';
import {
  DOCUMENT_FILTER_NAMES,
  DocumentFiltersPanel,
  type DocumentFilterName,
} from '../components/document-filters';
import { DocumentList } from '../components/document-list';

const PAGE_SIZE = 20;

/** A value from the address that is one of `values`, else nothing (a hand-edited link). */
function oneOf<T extends string>(values: Record<string, T>, value: string | undefined) {
  return Object.values(values).find((candidate) => candidate === value);
}

/**
 * `/documents`: the contracts and notes issued for the reader's orders, filtered and paged on
 * the server (filters and page in the address); each previewed in place or downloaded.
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const isMobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [previewed, setPreviewed] = useState<DocumentView | null>(null);
  const { page, filters, update } = useListParams(DOCUMENT_FILTER_NAMES);
  const list = useDocuments({
    page,
    pageSize: PAGE_SIZE,
    kind: oneOf(DocumentKind, filters.kind),
    state: oneOf(DocumentState, filters.state),
    orderNumber: filters.orderNumber,
    from: filters.from,
    to: filters.to,
  });
  const activeCount = DOCUMENT_FILTER_NAMES.filter((name) => filters[name]).length;
  const resetFilters = () =>
    update(Object.fromEntries(DOCUMENT_FILTER_NAMES.map((name) => [name, undefined])));

  const empty =
    activeCount > 0
      ? {
          title: t('list.nothingFound'),
          description: t('list.nothingFoundHint'),
          action: (
            <Button data-testid="documents-reset-all" onClick={resetFilters}>
              {t('list.resetFilters')}
            </Button>
          ),
        }
      : {
          title: t('list.empty'),
          description: t('list.emptyHint'),
          action: <Link to="/requests">{t('list.toOrders')}</Link>,
        };

  return (
    <Flex vertical gap={12} data-testid="documents-page">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('list.subtitle')}</Typography.Text>
      </div>
      <Card size="small">
        {isMobile && (
          <FilterToggle
            label={t('filters.title')}
            activeCount={activeCount}
            open={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            testId="documents-filters-toggle"
          />
        )}
        {(!isMobile || filtersOpen) && (
          <div style={{ marginTop: isMobile ? 12 : 0 }}>
            <DocumentFiltersPanel
              filters={filters}
              onChange={(name: DocumentFilterName, value) => update({ [name]: value })}
              onReset={resetFilters}
            />
          </div>
        )}
      </Card>
      <Card styles={{ body: { padding: 0 } }} variant="borderless" data-testid="documents-list">
        <DocumentList
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={empty}
          pagination={{
            page: list.data?.page ?? page,
            pageSize: list.data?.pageSize ?? PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (next) => update({ page: next }),
          }}
          onPreview={setPreviewed}
        />
      </Card>
      <DocumentViewerModal
        document={previewed}
        onClose={() => setPreviewed(null)}
        testId="document-viewer"
      />
    </Flex>
  );
}
