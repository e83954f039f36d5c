import { FilePdfOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { DocumentView } from '@freight/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentViewerModal } from '../../../ui/document-viewer-modal';

/** The consignment note of the trip (or its confirmed copy): read it, and check it on /verify. */
export function ConsignmentNoteLink({ note }: { note: DocumentView }) {
  const { t } = useTranslation(['trip', 'documents']);
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={4} data-testid="trip-consignment-note" data-document-id={note.id}>
      <Typography.Text strong>{t(`documents:kind.${note.kind}`)}</Typography.Text>
      <Flex gap={8} wrap>
        <Button
          icon={<FilePdfOutlined />}
          onClick={() => setOpen(true)}
          data-testid="trip-consignment-open"
        >
          {t('note.open')}
        </Button>
        <Link to={`/verify?sha256=${note.sha256}`} data-testid="trip-consignment-verify">
          <Button type="link" icon={<SafetyCertificateOutlined />}>
            {t('note.verify')}
          </Button>
        </Link>
      </Flex>
      <DocumentViewerModal
        document={open ? note : null}
        onClose={() => setOpen(false)}
        testId="trip-consignment-viewer"
      />
    </Flex>
  );
}
