import {
  counterOfferRequestSchema,
  Currency,
  ORDER_LIMITS,
  type OrderResponseView,
} from '@freight/shared';
import { Alert, App, Button, Flex, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useCreateCounterOffer } from '../api/create-counter-offer';
import { EnumSelect, enumValues } from './enum-select';
import { NumberField } from './number-field';

interface CounterOfferFormValues {
  price?: number | null;
  currency?: Currency;
  comment?: string;
}

const FIELDS = ['price', 'currency', 'comment'];

const rule = (field: string) => zodFormRule(counterOfferRequestSchema, field);

interface CounterOfferFormProps {
  orderId: string;
  response: OrderResponseView;
  onDone: () => void;
  onCancel: () => void;
}

/** The owner side's counter-price on a response: the response's own price fields, in one column. */
export function CounterOfferForm({ orderId, response, onDone, onCancel }: CounterOfferFormProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<CounterOfferFormValues>();
  const create = useCreateCounterOffer();

  const onFinish = (values: CounterOfferFormValues) => {
    const request = counterOfferRequestSchema.parse({ ...values, comment: values.comment ?? '' });
    create.mutateAsync({ orderId, responseId: response.id, request }).then(
      () => {
        void message.success(t('counterOffers.sent'));
        onDone();
      },
      (error: unknown) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
      },
    );
  };

  return (
    <Form<CounterOfferFormValues>
      // Field ids `counter_offer_<field>`: unique beside the response form on the same page.
      name="counter_offer"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => create.reset()}
      initialValues={{ currency: response.currency }}
      data-testid="counter-offer-form"
      aria-label={t('counterOffers.formTitle', { carrier: response.carrier.name })}
    >
      <Form.Item label={t('counterOffers.price')} style={{ marginBottom: 12 }}>
        <Space.Compact block>
          <Form.Item name="price" noStyle rules={[rule('price')]}>
            <NumberField
              testId="counter-offer-price"
              money
              aria-label={t('counterOffers.price')}
              max={ORDER_LIMITS.maxPrice}
              step={1000}
            />
          </Form.Item>
          <Form.Item name="currency" noStyle rules={[rule('currency')]}>
            <EnumSelect
              values={enumValues(Currency)}
              list="currency"
              shortLabels
              aria-label={t('counterOffers.currency')}
              testId="counter-offer-currency"
              style={{ width: 110, flex: 'none' }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="comment" label={t('counterOffers.comment')} rules={[rule('comment')]}>
        <Input.TextArea
          data-testid="counter-offer-comment"
          rows={2}
          maxLength={ORDER_LIMITS.responseCommentLength}
          showCount
        />
      </Form.Item>
      {create.error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="counter-offer-error"
          style={{ marginBottom: 12 }}
          title={
            isApiError(create.error) ? describeApiError(create.error) : t('counterOffers.failed')
          }
        />
      )}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          data-testid="counter-offer-submit"
        >
          {t('counterOffers.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
