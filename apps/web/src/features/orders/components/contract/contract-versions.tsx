import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { DocumentView } from '@freight/shared';
import { Button, Collapse, Flex, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadDocument } from '../../../../lib/files/document-file';
import { formatDateTime } from '../../../../lib/format/format';
import { DocumentStateTag } from '../../../../ui/document-state-tag';
import { DocumentViewerModal } from '../../../../ui/document-viewer-modal';
import { Sha256Text } from '../../../../ui/sha256-text';

interface VersionRowProps {
  document: DocumentView;
  onView: () => void;
}

function VersionRow({ document, onView }: VersionRowProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const download = useDownloadDocument();
  return (
    <Flex
      wrap
      gap={8}
      align="flex-start"
      data-testid="contract-version-row"
      data-version={document.versionNo}
      data-state={document.state}
      style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>
            {t('versions.version', { version: document.versionNo })}
          </Typography.Text>
          <DocumentStateTag state={document.state} />
        </Flex>
        <Typography.Text type="secondary">
          {formatDateTime(document.createdAt)} · {t(`languages.${document.languages}`)}
        </Typography.Text>
        <div>
          <Sha256Text sha256={document.sha256} />
        </div>
        {document.declineReason && (
          <Typography.Text
            data-testid="contract-version-decline"
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.declinedBy
              ? t('versions.declinedBy', { name: document.declinedBy })
              : t('versions.declined')}{' '}
            «{document.declineReason}»
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={4}>
        <Button size="small" icon={<EyeOutlined />} onClick={onView}>
          {t('viewer.view')}
        </Button>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate(document)}
        >
          {t('viewer.download')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Versions no longer in force (replaced or declined), folded away: the record, newest first. */
export function ContractVersions({ versions }: { versions: readonly DocumentView[] }) {
  const { t } = useTranslation('documents');
  const [viewed, setViewed] = useState<DocumentView | null>(null);
  if (versions.length === 0) return null;
  return (
    <>
      <Collapse
        size="small"
        data-testid="contract-versions"
        items={[
          {
            key: 'versions',
            label: t('versions.title', { total: versions.length }),
            children: (
              <Flex vertical>
                {versions.map((document) => (
                  <VersionRow
                    key={document.id}
                    document={document}
                    onView={() => setViewed(document)}
                  />
                ))}
              </Flex>
            ),
          },
        ]}
      />
      <DocumentViewerModal
        document={viewed}
        onClose={() => setViewed(null)}
        testId="contract-version-viewer"
      />
    </>
  );
}
