import {
  DECLINE_REASON_MAX_LENGTH,
  declineContractRequestSchema,
  type DocumentView,
  type OrderDetail,
} from '@freight/shared';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../../lib/http/api-error';
import { FormError } from '../../../../ui/form-error';
import { useDeclineContract } from '../../api/decline-contract';

interface DeclineContractDialogProps {
  order: OrderDetail;
  contract: DocumentView;
  open: boolean;
  onClose: () => void;
}

interface DeclineFormValues {
  reason: string;
}

/** Refuses the contract; the other side reads the reason, so it is required. */
export function DeclineContractDialog({
  order,
  contract,
  open,
  onClose,
}: DeclineContractDialogProps) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeclineFormValues>();
  const decline = useDeclineContract();

  const onFinish = (values: DeclineFormValues) => {
    const { reason } = declineContractRequestSchema.parse({ ...values, version: order.version });
    decline.mutate(
      { orderId: order.id, version: order.version, reason },
      {
        onSuccess: () => {
          void message.success(t('decline.done'));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields, ['reason']);
        },
      },
    );
  };

  const fieldError = isApiError(decline.error) && 'reason' in decline.error.fields;

  return (
    <Modal
      open={open}
      title={t('decline.title', { version: contract.versionNo })}
      okText={t('decline.submit')}
      cancelText={t('decline.cancel')}
      okButtonProps={{
        danger: true,
        loading: decline.isPending,
        'data-testid': 'contract-decline-submit',
      }}
      onOk={() => form.submit()}
      onCancel={() => {
        decline.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('decline.hint')}</Typography.Paragraph>
      <Form<DeclineFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => decline.reset()}
      >
        <Form.Item
          name="reason"
          label={t('decline.reason')}
          rules={[zodFormRule(declineContractRequestSchema, 'reason')]}
        >
          <Input.TextArea
            data-testid="contract-decline-reason"
            rows={4}
            maxLength={DECLINE_REASON_MAX_LENGTH}
            showCount
            placeholder={t('decline.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
      {!fieldError && <FormError error={decline.error} testId="contract-decline-error" />}
    </Modal>
  );
}
