import {
  DownloadOutlined,
  ExportOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import type { DocumentView } from '@freight/shared';
import { Button, Flex, theme } from 'antd';
import { useState } from 'react';
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
 * A generated document as a row of buttons: its pages shown in the page on demand (pdf.js, the
 * width of the column), opened full-size in a tab, or downloaded. The bytes are fetched at
 * once, so that the new tab opens within the tap (a tab opened after a wait is blocked).
 */
export function DocumentInlineViewer({ document, testId }: DocumentInlineViewerProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const content = useDocumentFileContent(document);
  const download = useDownloadDocument();
  const [shown, setShown] = useState(false);
  return (
    <Flex vertical gap={8} data-testid={testId} data-document-id={document.id}>
      <Flex wrap gap={8}>
        <Button
          type={shown ? 'default' : 'primary'}
          ghost={!shown}
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-expanded={shown}
          data-testid={`${testId}-toggle`}
          onClick={() => setShown((visible) => !visible)}
        >
          {shown ? t('viewer.hide') : t('viewer.view')}
        </Button>
        <Button
          icon={<ExportOutlined />}
          disabled={!content.data}
          data-testid={`${testId}-open`}
          onClick={() => content.data && openInNewTab(content.data)}
        >
          {t('viewer.openInTab')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={download.isPending}
          data-testid={`${testId}-download`}
          onClick={() => download.mutate(document)}
        >
          {t('viewer.download')}
        </Button>
      </Flex>
      {shown && (
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
      )}
    </Flex>
  );
}
