import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { DocumentPage, DocumentView } from '@freight/shared';
import { Button, Flex, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDownloadDocument } from '../../../lib/files/document-file';
import { formatDateTime } from '../../../lib/format/format';
import { DataList, type DataListPagination } from '../../../ui/list-page/data-list';
import { DocumentStateTag } from '../../../ui/document-state-tag';
import { Sha256Text } from '../../../ui/sha256-text';
import type { DataColumns } from '../../../ui/list-page/data-table';

/** A click inside a row's own controls does not also open the row's preview. */
const withinRow = (event: MouseEvent) => event.stopPropagation();

interface DocumentActionsProps {
  document: DocumentView;
  onPreview: () => void;
  /** A table row: the buttons keep their names for screen readers and tooltips only. */
  iconOnly?: boolean;
}

function DocumentActions({ document, onPreview, iconOnly = false }: DocumentActionsProps) {
  const { t } = useTranslation('documents');
  const download = useDownloadDocument();
  return (
    <Flex gap={4} justify="flex-end" onClick={withinRow}>
      <Button
        size="small"
        icon={<EyeOutlined />}
        data-testid="document-preview"
        aria-label={t('viewer.view')}
        title={iconOnly ? t('viewer.view') : undefined}
        onClick={onPreview}
      >
        {!iconOnly && t('viewer.view')}
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        data-testid="document-download"
        loading={download.isPending}
        aria-label={t('viewer.download')}
        title={iconOnly ? t('viewer.download') : undefined}
        onClick={() => download.mutate(document)}
      >
        {!iconOnly && t('viewer.download')}
      </Button>
    </Flex>
  );
}

function OrderLink({ document }: { document: DocumentView }) {
  return (
    <Link
      to={`/view-request/${document.orderId}`}
      data-testid="document-order-link"
      onClick={withinRow}
    >
      {document.orderNumber}
    </Link>
  );
}

function DocumentName({ document }: { document: DocumentView }) {
  const { t } = useTranslation('documents');
  return (
    <Typography.Text strong>
      {t(`kind.${document.kind}`)} · {t('versions.version', { version: document.versionNo })}
    </Typography.Text>
  );
}

const partiesOf = (document: DocumentView) =>
  [document.forwarderCompany.name, document.carrierCompany?.name].filter(Boolean).join(' → ');

/** An order's documents sit under one heading: its number, a link, and its two parties. */
function OrderHeading({ document }: { document: DocumentView }) {
  const { t } = useTranslation('documents');
  return (
    <Flex wrap gap="2px 12px" align="baseline">
      <Typography.Text strong>
        {t('list.columns.order')} <OrderLink document={document} />
      </Typography.Text>
      {/* Names as registered, in whatever language: not the interface's words. */}
      <Typography.Text type="secondary" translate="no" style={{ overflowWrap: 'anywhere' }}>
        {partiesOf(document)}
      </Typography.Text>
    </Flex>
  );
}

const BY_ORDER = {
  keyOf: (document: DocumentView) => document.orderId,
  heading: (document: DocumentView) => <OrderHeading document={document} />,
};

interface DocumentListProps {
  data: DocumentPage | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description?: string; action?: ReactNode };
  pagination: DataListPagination;
  onPreview: (document: DocumentView) => void;
}

/**
 * The registry's documents under their orders' headings: a table, or a card per order on a
 * phone; a row opens its preview.
 */
export function DocumentList({ data, onPreview, ...props }: DocumentListProps) {
  const { t } = useTranslation('documents');
  const columns: DataColumns<DocumentView> = [
    {
      key: 'document',
      title: t('list.columns.document'),
      render: (_, document) => <DocumentName document={document} />,
    },
    {
      key: 'state',
      title: t('list.columns.state'),
      render: (_, document) => <DocumentStateTag state={document.state} />,
    },
    {
      key: 'createdAt',
      title: t('list.columns.createdAt'),
      render: (_, document) => formatDateTime(document.createdAt),
    },
    {
      key: 'sha256',
      title: t('fields.sha256'),
      render: (_, document) => (
        <span onClick={withinRow}>
          <Sha256Text sha256={document.sha256} />
        </span>
      ),
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, document) => (
        <DocumentActions document={document} iconOnly onPreview={() => onPreview(document)} />
      ),
    },
  ];
  return (
    <DataList<DocumentView>
      {...props}
      items={data?.items}
      rowKey={(document) => document.id}
      rowAttributes={(document) => ({
        'data-testid': 'document-row',
        'data-document-id': document.id,
        'data-kind': document.kind,
        'data-state': document.state,
        'data-order-number': document.orderNumber,
      })}
      onRowClick={onPreview}
      groupBy={BY_ORDER}
      columns={columns}
      renderCard={(document) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="flex-start" wrap gap={8}>
            <DocumentName document={document} />
            <DocumentStateTag state={document.state} />
          </Flex>
          <Typography.Text type="secondary">{formatDateTime(document.createdAt)}</Typography.Text>
          <span onClick={withinRow}>
            <Sha256Text sha256={document.sha256} />
          </span>
          <DocumentActions document={document} onPreview={() => onPreview(document)} />
        </Flex>
      )}
    />
  );
}
