import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { DocumentView } from '@freight/shared';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentFileContent, useDownloadDocument } from '../lib/files/document-file';
import { useIsMobile } from '../lib/layout/use-is-mobile';
import { BlobContent } from './blob-preview';

/** Opens fetched bytes in a tab of their own: the browser's full PDF reader, on a phone too. */
function openInNewTab(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // The new tab has read the URL once it opened; keep it a moment for slow ones.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface DocumentInlineViewerProps {
  document: DocumentView;
  testId: string;
}

/**
 * A generated document's PDF read in the page, the width of its column, with a download of
 * the same file and a way to open it full-size (phones show PDFs in frames poorly).
 */
export function DocumentInlineViewer({ document, testId }: DocumentInlineViewerProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const content = useDocumentFileContent(document);
  const download = useDownloadDocument();
  return (
    <Flex vertical gap={8} data-testid={testId} data-document-id={document.id}>
      <Flex wrap gap={8} justify="flex-end">
        <Button
          size="small"
          icon={<ExportOutlined />}
          disabled={!content.data}
          data-testid={`${testId}-open`}
          onClick={() => content.data && openInNewTab(content.data)}
        >
          {t('viewer.openInTab')}
        </Button>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          data-testid={`${testId}-download`}
          onClick={() => download.mutate(document)}
        >
          {t('viewer.download')}
        </Button>
      </Flex>
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          overflow: 'hidden',
          background: token.colorFillQuaternary,
        }}
      >
        <BlobContent
          content={content}
          kind="pdf"
          title={document.fileName}
          height={isMobile ? '65vh' : '80vh'}
        />
      </div>
    </Flex>
  );
}
