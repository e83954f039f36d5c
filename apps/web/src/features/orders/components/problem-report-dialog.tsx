import { ORDER_LIMITS, problemReportRequestSchema, type OrderDetail } from '@freight/shared';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { useReportProblem } from '../api/report-problem';

interface ProblemReportDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

interface ProblemFormValues {
  description: string;
}

/** Sends the order to the CB: 'Please fill out the problem description.' when empty. */
export function ProblemReportDialog({ order, open, onClose }: ProblemReportDialogProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProblemFormValues>();
  const report = useReportProblem();

  const onFinish = (values: ProblemFormValues) => {
    const { description } = problemReportRequestSchema.parse(values);
    report.mutate(
      { orderId: order.id, description },
      {
        onSuccess: () => {
          void message.success(t('problem.sent'));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields, ['description']);
        },
      },
    );
  };

  const fieldError = isApiError(report.error) && 'description' in report.error.fields;

  return (
    <Modal
      open={open}
      title={t('problem.reportTitle', { number: order.number })}
      okText={t('problem.submit')}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ danger: true, loading: report.isPending, 'data-testid': 'problem-submit' }}
      onOk={() => form.submit()}
      onCancel={() => {
        report.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('problem.reportHint')}</Typography.Paragraph>
      <Form<ProblemFormValues>
        // Field ids `problemReport_<field>`: unique beside the order's own fields on the order view.
        name="problemReport"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => report.reset()}
      >
        <Form.Item
          name="description"
          label={t('problem.description')}
          rules={[zodFormRule(problemReportRequestSchema, 'description')]}
        >
          <Input.TextArea
            data-testid="problem-description"
            rows={5}
            maxLength={ORDER_LIMITS.problemDescriptionLength}
            showCount
            placeholder={t('problem.descriptionPlaceholder')}
          />
        </Form.Item>
      </Form>
      {!fieldError && <FormError error={report.error} testId="problem-error" />}
    </Modal>
  );
}
