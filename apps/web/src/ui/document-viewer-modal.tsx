import type { DocumentView } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useDocumentFileContent } from '../lib/files/document-file';
import { BlobViewerModal } from './file-viewer-modal';

interface DocumentViewerModalProps {
  /** The document to show; `null` keeps the viewer closed. */
  document: DocumentView | null;
  onClose: () => void;
  testId: string;
}

/** A generated document's PDF in a dialog, with its download. */
export function DocumentViewerModal({ document, onClose, testId }: DocumentViewerModalProps) {
  const { t } = useTranslation('documents');
  const content = useDocumentFileContent(document);
  return (
    <BlobViewerModal
      open={document !== null}
      onClose={onClose}
      title={
        document &&
        t('document.title', {
          kind: t(`kind.${document.kind}`),
          version: document.versionNo,
          number: document.orderNumber,
        })
      }
      fileName={document?.fileName ?? ''}
      kind="pdf"
      content={content}
      testId={testId}
      attributes={{ 'data-document-id': document?.id }}
    />
  );
}
