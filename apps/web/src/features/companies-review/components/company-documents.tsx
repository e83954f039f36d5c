import { DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import type { CompanyDocument } from '@freight/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadStoredFile } from '../../../lib/files/stored-file';
import { formatDateTime, formatFileSize } from '../../../lib/format/format';
import { FileViewerModal } from '../../../ui/file-viewer-modal';
import { PageEmpty } from '../../../ui/page-state';

interface DocumentRowProps {
  document: CompanyDocument;
  onView: () => void;
}

function DocumentRow({ document, onView }: DocumentRowProps) {
  const { t } = useTranslation('review');
  const download = useDownloadStoredFile();
  return (
    <Flex
      data-testid="company-document"
      data-document-id={document.id}
      data-kind={document.kind}
      wrap
      align="center"
      justify="space-between"
      gap={8}
      style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex gap={12} align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
        <FileOutlined style={{ fontSize: 22, marginTop: 4, color: '#1677ff' }} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{t(`documents.kinds.${document.kind}`)}</Typography.Text>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>
            {document.originalName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFileSize(document.size)} · {formatDateTime(document.uploadedAt)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={8}>
        <Button icon={<EyeOutlined />} data-testid="document-view" onClick={onView}>
          {t('documents.view')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          data-testid="document-download"
          loading={download.isPending}
          onClick={() => download.mutate(document)}
        >
          {t('documents.download')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The documents the company uploaded, viewable in place and downloadable. */
export function CompanyDocuments({ documents }: { documents: CompanyDocument[] }) {
  const { t } = useTranslation('review');
  const [viewed, setViewed] = useState<CompanyDocument | null>(null);
  return (
    <Card title={t('documents.title')} data-testid="company-documents">
      {documents.length === 0 ? (
        <PageEmpty title={t('documents.empty')} compact />
      ) : (
        documents.map((document) => (
          <DocumentRow key={document.id} document={document} onView={() => setViewed(document)} />
        ))
      )}
      <FileViewerModal file={viewed} onClose={() => setViewed(null)} testId="document-viewer" />
    </Card>
  );
}
