import {
  FileReviewDecision,
  fileReviewRequestSchema,
  TRIP_LIMITS,
  UploadableOrderFileType,
  type OrderFileView,
} from '@freight/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';

interface RejectValues {
  fileType?: UploadableOrderFileType;
  reason?: string;
}

const toInput = (values: Record<string, unknown>) => ({
  decision: FileReviewDecision.REJECT,
  fileType: values.fileType,
  reason: values.reason ?? '',
  version: 1,
});

interface RejectFileDialogProps {
  file: OrderFileView | null;
  pending: boolean;
  /** 'Error while rejecting file' with the reason. */
  failure: string | null;
  onSubmit: (values: { fileType: UploadableOrderFileType; reason: string }) => void;
  onCancel: () => void;
}

/** Rejecting a file needs both its type (preselected, to confirm) and a reason (spec §5). */
export function RejectFileDialog({
  file,
  pending,
  failure,
  onSubmit,
  onCancel,
}: RejectFileDialogProps) {
  const { t } = useTranslation(['trip', 'orders']);
  const [form] = Form.useForm<RejectValues>();
  const uploadable: readonly string[] = Object.values(UploadableOrderFileType);
  const preselected = file && uploadable.includes(file.type) ? file.type : undefined;
  return (
    <Modal
      open={file !== null}
      title={t('reject.title')}
      okText={t('reject.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': 'reject-file-submit' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        data-testid="reject-file-dialog"
        initialValues={{ fileType: preselected }}
        onFinish={(values) => {
          if (values.fileType)
            onSubmit({ fileType: values.fileType, reason: (values.reason ?? '').trim() });
        }}
      >
        <Form.Item
          name="fileType"
          label={t('reject.fileType')}
          rules={[zodFormRule(fileReviewRequestSchema, 'fileType', { toInput })]}
        >
          <Select
            data-testid="reject-file-type"
            allowClear
            options={Object.values(UploadableOrderFileType).map((type) => ({
              value: type,
              title: t(`orders:fileType.${type}`),
              label: <span data-testid={`option-${type}`}>{t(`orders:fileType.${type}`)}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reject.reason')}
          rules={[zodFormRule(fileReviewRequestSchema, 'reason', { toInput })]}
        >
          <Input.TextArea
            data-testid="reject-file-reason"
            rows={3}
            maxLength={TRIP_LIMITS.reasonLength}
            showCount
          />
        </Form.Item>
      </Form>
      {failure && (
        <Alert type="error" showIcon role="alert" data-testid="reject-file-error" title={failure} />
      )}
    </Modal>
  );
}
