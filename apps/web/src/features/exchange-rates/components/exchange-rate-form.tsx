import {
  exchangeRateFormSchema,
  ForeignCurrency,
  platformToday,
  type ExchangeRateForm,
} from '@freight/shared';
import { App, Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { DateField } from '../../../ui/date-field';
import { FormError } from '../../../ui/form-error';
import { useSetExchangeRate } from '../api/exchange-rates';

const FIELDS = ['currency', 'rateDate', 'rateToKzt'];
const rule = (field: keyof ExchangeRateForm) => zodFormRule(exchangeRateFormSchema, field);

/** The admin sets a currency's rate to tenge on a day (today by default); a second time corrects it. */
export function ExchangeRateFormCard() {
  const { t } = useTranslation(['rates', 'orders']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ExchangeRateForm>();
  const setRate = useSetExchangeRate();

  const onFinish = (values: ExchangeRateForm) =>
    setRate.mutate(values, {
      onSuccess: (rate) => {
        void message.success(t('form.saved', { currency: rate.currency, date: rate.rateDate }));
        form.resetFields(['rateToKzt']);
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
      },
    });

  return (
    <Form<ExchangeRateForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ currency: ForeignCurrency.USD, rateDate: platformToday() }}
      onFinish={onFinish}
      onValuesChange={() => setRate.reset()}
      data-testid="exchange-rate-form"
      noValidate
    >
      <Flex wrap gap={12} align="flex-start">
        <Form.Item
          name="currency"
          label={t('form.currency')}
          rules={[rule('currency')]}
          style={{ minWidth: 200, flex: '1 1 200px' }}
        >
          <Select
            data-testid="exchange-rate-currency"
            aria-label={t('form.currency')}
            options={Object.values(ForeignCurrency).map((code) => ({
              value: code,
              label: t(`orders:currency.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="rateDate"
          label={t('form.date')}
          rules={[rule('rateDate')]}
          style={{ minWidth: 160, flex: '1 1 160px' }}
        >
          <DateField testId="exchange-rate-date" />
        </Form.Item>
        <Form.Item
          name="rateToKzt"
          label={t('form.rate')}
          extra={t('form.rateHint')}
          rules={[rule('rateToKzt')]}
          style={{ minWidth: 160, flex: '1 1 160px' }}
        >
          <InputNumber
            data-testid="exchange-rate-value"
            min={0}
            step={0.01}
            style={{ width: '100%' }}
            inputMode="decimal"
            suffix="₸"
          />
        </Form.Item>
      </Flex>
      <FormError error={setRate.error} testId="exchange-rate-error" />
      <Button
        type="primary"
        htmlType="submit"
        loading={setRate.isPending}
        data-testid="exchange-rate-save"
      >
        {t('form.save')}
      </Button>
    </Form>
  );
}
