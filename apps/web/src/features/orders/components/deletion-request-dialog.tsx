import { deletionRequestSchema, ORDER_LIMITS, type OrderDetail } from '@freight/shared';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { useRequestDeletion } from '../api/request-deletion';

interface DeletionRequestDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

interface DeletionFormValues {
  reason?: string;
}

/** The owner side asks a moderator or the CB to delete the order ('Delete request sent'). */
export function DeletionRequestDialog({ order, open, onClose }: DeletionRequestDialogProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeletionFormValues>();
  const requestDeletion = useRequestDeletion();

  const onFinish = (values: DeletionFormValues) => {
    const { reason } = deletionRequestSchema.parse(values);
    requestDeletion.mutate(
      { orderId: order.id, reason: reason || undefined },
      {
        onSuccess: () => {
          void message.success(t('deletion.sent'));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields, ['reason']);
        },
      },
    );
  };

  const fieldError = isApiError(requestDeletion.error) && 'reason' in requestDeletion.error.fields;

  return (
    <Modal
      open={open}
      title={t('deletion.requestTitle', { number: order.number })}
      okText={t('deletion.submit')}
      cancelText={t('dialog.cancel')}
      okButtonProps={{
        danger: true,
        loading: requestDeletion.isPending,
        'data-testid': 'deletion-submit',
      }}
      onOk={() => form.submit()}
      onCancel={() => {
        requestDeletion.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('deletion.requestHint')}</Typography.Paragraph>
      <Form<DeletionFormValues>
        // Field ids `deletionRequest_<field>`: unique beside the order's own fields on the order view.
        name="deletionRequest"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => requestDeletion.reset()}
      >
        <Form.Item
          name="reason"
          label={t('deletion.reason')}
          rules={[zodFormRule(deletionRequestSchema, 'reason')]}
        >
          <Input.TextArea
            data-testid="deletion-reason"
            rows={4}
            maxLength={ORDER_LIMITS.deletionReasonLength}
            showCount
            placeholder={t('deletion.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
      {!fieldError && <FormError error={requestDeletion.error} testId="deletion-error" />}
    </Modal>
  );
}
