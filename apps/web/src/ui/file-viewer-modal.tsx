import { DownloadOutlined } from '@ant-design/icons';
import type { StoredFile } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  previewKindOf,
  saveBlob,
  useStoredFileContent,
  type FilePreviewKind,
} from '../lib/files/stored-file';
import { useIsMobile } from '../lib/layout/use-is-mobile';
import { BlobContent } from './blob-preview';

interface BlobViewerModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title; the file's name when nothing else is given. */
  title?: ReactNode;
  /** The name a download is saved under. */
  fileName: string;
  kind: FilePreviewKind;
  content: UseQueryResult<Blob>;
  testId: string;
  /** `data-*` of the viewer's body: the shown record's id. */
  attributes?: Record<`data-${string}`, string | undefined>;
}

/**
 * A dialog that shows fetched bytes in place (a PDF, an image) and offers the same bytes as a
 * download, so what is saved is exactly what was read.
 */
export function BlobViewerModal(props: BlobViewerModalProps) {
  const { open, onClose, fileName, kind, content, testId } = props;
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span style={{ overflowWrap: 'anywhere' }}>{props.title ?? fileName}</span>}
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
            if (content.data) saveBlob(content.data, fileName);
          }}
        >
          {t('files.download')}
        </Button>,
      ]}
    >
      <div data-testid={testId} {...props.attributes}>
        {open && <BlobContent content={content} kind={kind} title={fileName} />}
      </div>
    </Modal>
  );
}

type ViewedFile = Pick<StoredFile, 'id' | 'originalName' | 'contentType'>;

interface FileViewerModalProps {
  /** The file to show; `null` keeps the viewer closed. */
  file: ViewedFile | null;
  onClose: () => void;
  testId: string;
}

/** A stored upload (`/api/files/:id`) in the viewer; other types are offered as a download. */
export function FileViewerModal({ file, onClose, testId }: FileViewerModalProps) {
  const content = useStoredFileContent(file);
  return (
    <BlobViewerModal
      open={file !== null}
      onClose={onClose}
      fileName={file?.originalName ?? ''}
      kind={file ? previewKindOf(file.contentType) : 'none'}
      content={content}
      testId={testId}
      attributes={{ 'data-file-id': file?.id }}
    />
  );
}
