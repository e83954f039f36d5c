import {
  COMPANY_DOCUMENT_KINDS,
  MAX_UPLOAD_BYTES,
  REQUIRED_COMPANY_DOCUMENTS,
  type CompanyDocument,
} from '@freight/shared';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/format';
import type { FormSchema } from '../../../lib/forms/schema-issues';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { FileViewerModal } from '../../../ui/file-viewer-modal';
import { DocumentUpload } from './document-upload';

interface DocumentsFieldsProps {
  schema: FormSchema;
  /** The company's documents in force (the rejected owner's page). */
  current?: readonly CompanyDocument[];
}

/** The charter (required), the VAT certificate and the power of attorney (when there are). */
export function DocumentsFields({ schema, current = [] }: DocumentsFieldsProps) {
  const { t } = useTranslation('registration');
  const [viewed, setViewed] = useState<CompanyDocument | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('documents.hint', { size: formatFileSize(MAX_UPLOAD_BYTES) })}
      </Typography.Paragraph>
      {COMPANY_DOCUMENT_KINDS.map((kind) => (
        <Form.Item
          key={kind}
          name={['documents', kind]}
          label={t(`common:documentKinds.${kind}`)}
          required={REQUIRED_COMPANY_DOCUMENTS.includes(kind)}
          extra={t(`documents.when.${kind}`)}
          rules={[zodFormRule(schema, ['documents', kind])]}
        >
          <DocumentUpload
            kind={kind}
            current={current.find((document) => document.kind === kind)}
            onView={setViewed}
          />
        </Form.Item>
      ))}
      <FileViewerModal
        file={viewed}
        onClose={() => setViewed(null)}
        testId="registration-document-viewer"
      />
    </>
  );
}
