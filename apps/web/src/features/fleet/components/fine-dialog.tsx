import {
  Currency,
  driverFineRequestSchema,
  FLEET_LIMITS,
  type DriverDetail,
  type DriverFineFormInput,
} from '@freight/shared';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { useDecideDriver } from '../api/decide-driver';
import { DateField } from '../../../ui/date-field';

type FineFormValues = Partial<DriverFineFormInput>;

const FIELDS = ['amount', 'currency', 'finedOn', 'description'];

/** An untouched amount is absent, not '' (a number field). */
const toInput = (values: Record<string, unknown>) => ({
  ...values,
  amount: values.amount ?? undefined,
  description: values.description ?? '',
});

interface FineDialogProps {
  driver: DriverDetail;
  open: boolean;
  onClose: () => void;
}

/** The security service records a fine: amount, currency, date and description. */
export function FineDialog({ driver, open, onClose }: FineDialogProps) {
  const { t } = useTranslation('fleet');
  const { message } = App.useApp();
  const [form] = Form.useForm<FineFormValues>();
  const decide = useDecideDriver();
  const rule = (field: string) => zodFormRule(driverFineRequestSchema, field, { toInput });

  const onFinish = (values: FineFormValues) => {
    const fine = driverFineRequestSchema.parse(toInput(values));
    decide.mutate(
      { action: 'fines', id: driver.id, fine },
      {
        onSuccess: () => {
          void message.success(t('fines.added'));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('fines.addTitle')}
      okText={t('fines.addOk')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: decide.isPending, 'data-testid': 'fine-form-submit' }}
      onOk={() => form.submit()}
      onCancel={() => {
        decide.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<FineFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ currency: Currency.KZT }}
        onFinish={onFinish}
        onValuesChange={() => decide.reset()}
        data-testid="fine-form"
      >
        <Form.Item name="amount" label={t('fines.amount')} rules={[rule('amount')]}>
          <InputNumber
            data-testid="fine-form-amount"
            min={0}
            step={1000}
            style={{ width: '100%' }}
            inputMode="decimal"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('fines.currency')} rules={[rule('currency')]}>
          <Select
            data-testid="fine-form-currency"
            aria-label={t('fines.currency')}
            options={Object.values(Currency).map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item name="finedOn" label={t('fines.date')} rules={[rule('finedOn')]}>
          <DateField testId="fine-form-date" />
        </Form.Item>
        <Form.Item name="description" label={t('fines.description')} rules={[rule('description')]}>
          <Input.TextArea
            data-testid="fine-form-description"
            rows={3}
            maxLength={FLEET_LIMITS.fineDescriptionLength}
            showCount
          />
        </Form.Item>
      </Form>
      <FormError error={decide.error} testId="fine-form-error" />
    </Modal>
  );
}
