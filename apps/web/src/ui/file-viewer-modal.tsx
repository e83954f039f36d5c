import { DownloadOutlined } from '@ant-design/icons';
import type { StoredFile } from '@freight/shared';
import { Button, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  previewKindOf,
  saveBlob,
  useStoredFileContent,
  type FilePreviewKind,
} from '../lib/files/stored-file';
import { useIsMobile } from '../lib/layout/use-is-mobile';
import { PageEmpty, PageError, PageLoading } from './page-state';

type ViewedFile = Pick<StoredFile, 'id' | 'originalName' | 'contentType'>;

interface BlobPreviewProps {
  blob: Blob;
  kind: Exclude<FilePreviewKind, 'none'>;
  title: string;
}

/**
 * The bytes behind an object URL that lives exactly as long as the element showing it; the
 * URL is set on the element directly, so nothing re-renders and nothing leaks.
 */
function BlobPreview({ blob, kind, title }: BlobPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const target = kind === 'pdf' ? frame.current : image.current;
    if (!target) return;
    const url = URL.createObjectURL(blob);
    target.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, kind]);
  if (kind === 'pdf') {
    return (
      <iframe
        ref={frame}
        title={title}
        style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
      />
    );
  }
  return (
    <div style={{ textAlign: 'center' }}>
      <img
        ref={image}
        alt={title}
        style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
      />
    </div>
  );
}

interface FileViewerModalProps {
  /** The file to show; `null` keeps the viewer closed. */
  file: ViewedFile | null;
  onClose: () => void;
  testId: string;
}

/**
 * Shows a stored PDF or image in place (fetched with the bearer token, so no token ever sits
 * in a URL) and offers the same bytes as a download; other types are offered as a download.
 */
export function FileViewerModal({ file, onClose, testId }: FileViewerModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const content = useStoredFileContent(file);
  const kind = file ? previewKindOf(file.contentType) : 'none';

  let body;
  if (!file || content.isPending) body = <PageLoading />;
  else if (content.isError) {
    body = <PageError error={content.error} onRetry={() => void content.refetch()} />;
  } else if (kind === 'none') body = <PageEmpty title={t('files.noPreview')} />;
  else body = <BlobPreview blob={content.data} kind={kind} title={file.originalName} />;

  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      title={<span style={{ overflowWrap: 'anywhere' }}>{file?.originalName}</span>}
      width={isMobile ? '100%' : 960}
      centered
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('files.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!content.data}
          data-testid={`${testId}-download`}
          onClick={() => {
            if (content.data && file) saveBlob(content.data, file.originalName);
          }}
        >
          {t('files.download')}
        </Button>,
      ]}
    >
      <div data-testid={testId} data-file-id={file?.id}>
        {body}
      </div>
    </Modal>
  );
}
