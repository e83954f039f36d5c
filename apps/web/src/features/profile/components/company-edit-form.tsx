import {
  CompanyStatus,
  ErrorCode,
  updateCompanyRequestSchema,
  type CompanyProfile,
} from '@freight/shared';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { showServerFieldErrors } from '../../../lib/forms/zod-form-rule';
import { CompanyFields } from '../../../ui/company-fields';
import { FormError } from '../../../ui/form-error';
import { useUpdateCompany } from '../api/update-company';

interface CompanyValues {
  organizationName: string;
  bin: string;
  legalAddress: string;
  actualAddress: string;
  signatoryPosition: string;
}

const FIELDS = ['organizationName', 'bin', 'legalAddress', 'actualAddress', 'signatoryPosition'];

interface CompanyEditFormProps {
  company: CompanyProfile;
  /** The name or BIN changed and the company went back to review. */
  onSentToReview: () => void;
  /** Someone changed the company meanwhile: read it again. */
  onStale: () => void;
}

/**
 * The owner's company data. The name and the BIN are what the security service vetted: a new
 * one sends the company back to review, so the owner confirms that first (decision 005).
 */
export function CompanyEditForm({ company, onSentToReview, onStale }: CompanyEditFormProps) {
  const { t } = useTranslation('profile');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<CompanyValues>();
  const update = useUpdateCompany();
  const schema = updateCompanyRequestSchema;

  const save = (values: CompanyValues, needsReview: boolean) => {
    update.mutate(schema.parse({ ...values, version: company.version }), {
      onSuccess: (saved) => {
        void message.success(t('saved'));
        if (needsReview && saved.status === CompanyStatus.PENDING_REVIEW) onSentToReview();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        showServerFieldErrors(form, error.fields, FIELDS);
        if (error.code === ErrorCode.BIN_ALREADY_REGISTERED) {
          form.setFields([{ name: 'bin', errors: [describeApiError(error)] }]);
        }
        if (error.code === ErrorCode.VERSION_CONFLICT) onStale();
      },
    });
  };

  const onFinish = (values: CompanyValues) => {
    const normalised = schema.parse({ ...values, version: company.version });
    const needsReview =
      normalised.organizationName !== company.organizationName || normalised.bin !== company.bin;
    if (!needsReview) {
      save(values, false);
      return;
    }
    void modal.confirm({
      title: t('company.reviewWarningTitle'),
      content: t('company.reviewWarningText'),
      okText: t('company.reviewWarningOk'),
      cancelText: t('company.cancel'),
      okButtonProps: { 'data-testid': 'company-review-confirm' },
      onOk: () => save(values, true),
    });
  };

  return (
    <Form<CompanyValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        organizationName: company.organizationName,
        bin: company.bin,
        legalAddress: company.legalAddress ?? '',
        actualAddress: company.actualAddress ?? '',
        signatoryPosition: company.signatoryPosition ?? '',
      }}
      onFinish={onFinish}
      onValuesChange={() => update.reset()}
      style={{ maxWidth: 720 }}
    >
      <CompanyFields schema={schema} kind={company.kind} testIdPrefix="company" />
      <FormError error={update.error} testId="company-error" />
      <Button
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        data-testid="company-save"
      >
        {t('save')}
      </Button>
    </Form>
  );
}
