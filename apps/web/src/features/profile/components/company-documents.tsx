import { DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import type { CompanyDocument } from '@freight/shared';
import { Button, Flex, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadStoredFile } from '../../../lib/files/stored-file';
import { formatDate, formatFileSize } from '../../../lib/format/format';
import { FileViewerModal } from '../../../ui/file-viewer-modal';

/** The company's documents in force, each viewable in place and downloadable. */
export function CompanyDocuments({ documents }: { documents: readonly CompanyDocument[] }) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const download = useDownloadStoredFile();
  const [viewed, setViewed] = useState<CompanyDocument | null>(null);
  return (
    <div data-testid="company-documents">
      <Typography.Title level={5}>{t('company.documents')}</Typography.Title>
      {documents.length === 0 ? (
        <Typography.Text type="secondary">{t('company.noDocuments')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {documents.map((document) => (
            <Flex
              key={document.id}
              wrap
              align="center"
              gap={8}
              data-testid="company-document"
              data-kind={document.kind}
              style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}
            >
              <FileOutlined />
              <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography.Text strong>
                  {t(`common:documentKinds.${document.kind}`)}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {document.originalName} · {formatFileSize(document.size)} ·{' '}
                    {formatDate(document.uploadedAt)}
                  </Typography.Text>
                </div>
              </div>
              <Flex gap={4}>
                <Button size="small" icon={<EyeOutlined />} onClick={() => setViewed(document)}>
                  {t('company.view')}
                </Button>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={download.isPending && download.variables.id === document.id}
                  onClick={() => download.mutate(document)}
                >
                  {t('company.download')}
                </Button>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      <FileViewerModal
        file={viewed}
        onClose={() => setViewed(null)}
        testId="company-document-viewer"
      />
    </div>
  );
}
