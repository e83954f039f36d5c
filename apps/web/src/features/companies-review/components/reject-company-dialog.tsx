import { rejectCompanyFormSchema, type CompanyDetail } from '@freight/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { useRejectCompany } from '../api/reject-company';
import { isDecisionConflict } from './decision-conflict';

interface RejectCompanyDialogProps {
  company: CompanyDetail;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
  /** The company changed meanwhile: the page reloads it. */
  onConflict: () => void;
}

interface RejectFormValues {
  comment: string;
}

/** Rejection needs a comment for the owner ('Comment cannot be empty'). */
export function RejectCompanyDialog(props: RejectCompanyDialogProps) {
  const { company, open, onClose } = props;
  const { t } = useTranslation('review');
  const [form] = Form.useForm<RejectFormValues>();
  const reject = useRejectCompany();

  const onFinish = (values: RejectFormValues) => {
    const { comment } = rejectCompanyFormSchema.parse(values);
    reject.mutate(
      { id: company.id, version: company.version, comment },
      {
        onSuccess: () => {
          form.resetFields();
          props.onRejected();
        },
        onError: (error) => {
          if (isDecisionConflict(error)) props.onConflict();
          else if (isApiError(error)) showServerFieldErrors(form, error.fields, ['comment']);
        },
      },
    );
  };

  const failed = reject.isError && !isDecisionConflict(reject.error);

  return (
    <Modal
      open={open}
      title={t('reject.title', { name: company.organizationName })}
      okText={t('reject.ok')}
      okButtonProps={{
        danger: true,
        loading: reject.isPending,
        'data-testid': 'company-reject-confirm',
      }}
      onOk={() => form.submit()}
      onCancel={() => {
        reject.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('reject.hint')}</Typography.Paragraph>
      <Form<RejectFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => reject.reset()}
      >
        <Form.Item
          name="comment"
          label={t('reject.commentLabel')}
          rules={[zodFormRule(rejectCompanyFormSchema, 'comment')]}
        >
          <Input.TextArea
            data-testid="company-reject-comment"
            rows={4}
            maxLength={2000}
            showCount
            placeholder={t('reject.commentPlaceholder')}
          />
        </Form.Item>
      </Form>
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="company-reject-error"
          title={t(`reject.failed.${company.kind}`)}
        />
      )}
    </Modal>
  );
}
