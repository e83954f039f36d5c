import {
  Currency,
  ErrorCode,
  ORDER_LIMITS,
  orderResponseRequestSchema,
  routeKm,
  type OrderDetail,
  type OrderResponseView,
} from '@freight/shared';
import { Alert, App, Button, Col, Flex, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useCreateResponse } from '../api/create-response';
import { useResponseOptions } from '../api/get-response-options';
import { useUpdateResponse } from '../api/update-response';
import { EnumSelect, enumValues } from './enum-select';
import { DriverSelect, VehicleSelect } from './fleet-choice-selects';
import { NumberField } from './number-field';
import { PriceHintNote } from './price-hint-note';

interface ResponseFormValues {
  driverId?: string;
  vehicleId?: string;
  price?: number | null;
  currency?: Currency;
  comment?: string;
}

const FIELDS = ['driverId', 'vehicleId', 'price', 'currency', 'comment'];

interface ResponseFormProps {
  order: OrderDetail;
  /** The carrier's active response being edited; absent for a new one. */
  response?: OrderResponseView;
  onDone: () => void;
  onCancel?: () => void;
}

const rule = (field: string) => zodFormRule(orderResponseRequestSchema, field);

/** The lane's price in the currency the carrier answers in, beside its price. */
function ResponsePriceHint({ order }: { order: OrderDetail }) {
  const form = Form.useFormInstance<ResponseFormValues>();
  const currency = Form.useWatch('currency', form) ?? order.currency;
  return (
    <PriceHintNote
      testId="response-price-hint"
      lane={{
        fromCity: order.route[0]?.city,
        toCity: order.route.at(-1)?.city,
        bodyType: order.transportType,
        currency,
        km: routeKm(order.route),
      }}
    />
  );
}

/**
 * A carrier's response (spec §5: a driver, a vehicle, a price and a currency are required),
 * with the company's eligible drivers and active vehicles to choose from.
 */
export function ResponseForm({ order, response, onDone, onCancel }: ResponseFormProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<ResponseFormValues>();
  const options = useResponseOptions(order.id);
  const create = useCreateResponse();
  const update = useUpdateResponse();
  const active = response ? update : create;

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    showServerFieldErrors(form, error.fields, FIELDS);
    if (error.code === ErrorCode.DRIVER_NOT_ELIGIBLE) {
      form.setFields([{ name: 'driverId', errors: [describeApiError(error)] }]);
    } else if (error.code === ErrorCode.VEHICLE_NOT_ELIGIBLE) {
      form.setFields([{ name: 'vehicleId', errors: [describeApiError(error)] }]);
    }
  };

  const onFinish = (values: ResponseFormValues) => {
    const request = orderResponseRequestSchema.parse({ ...values, comment: values.comment ?? '' });
    const onSuccess = () => {
      void message.success(response ? t('responses.updated') : t('responses.sent'));
      onDone();
    };
    // A promise rather than `mutate`'s callbacks: the saved response changes the order's
    // actions, which may unmount this form before the callbacks would run.
    const saved = response
      ? update.mutateAsync({
          orderId: order.id,
          responseId: response.id,
          request: { ...request, version: response.version },
        })
      : create.mutateAsync({ orderId: order.id, request });
    saved.then(onSuccess, onError);
  };

  const drivers = options.data?.drivers ?? [];
  const vehicles = options.data?.vehicles ?? [];
  const noFleet = options.isSuccess && (drivers.length === 0 || vehicles.length === 0);

  return (
    <Form<ResponseFormValues>
      // Field ids `response_<field>`: unique beside the order's own fields on the order view.
      name="response"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => active.reset()}
      initialValues={
        response
          ? {
              driverId: response.driver.id,
              vehicleId: response.vehicle.id,
              price: response.price,
              currency: response.currency,
              comment: response.comment ?? '',
            }
          : { currency: order.currency }
      }
      data-testid="response-form"
      id="order-respond"
      aria-label={t('responses.formTitle')}
    >
      {noFleet && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('responses.noFleet')}
          action={<Link to="/company-drivers">{t('responses.openFleet')}</Link>}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="driverId" label={t('responses.driver')} rules={[rule('driverId')]}>
            <DriverSelect
              choices={options.data}
              loading={options.isPending}
              testId="response-form-driver"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="vehicleId" label={t('responses.vehicle')} rules={[rule('vehicleId')]}>
            <VehicleSelect
              choices={options.data}
              loading={options.isPending}
              testId="response-form-vehicle"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('responses.price')}>
            <Space.Compact block>
              <Form.Item name="price" noStyle rules={[rule('price')]}>
                <NumberField
                  testId="response-form-price"
                  money
                  aria-label={t('responses.price')}
                  max={ORDER_LIMITS.maxPrice}
                  step={1000}
                />
              </Form.Item>
              <Form.Item name="currency" noStyle rules={[rule('currency')]}>
                <EnumSelect
                  values={enumValues(Currency)}
                  list="currency"
                  shortLabels
                  allowClear
                  aria-label={t('responses.currency')}
                  testId="response-form-currency"
                  style={{ width: 110, flex: 'none' }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} style={{ marginBottom: 16 }}>
          <ResponsePriceHint order={order} />
        </Col>
        <Col xs={24}>
          <Form.Item name="comment" label={t('responses.comment')} rules={[rule('comment')]}>
            <Input.TextArea
              data-testid="response-form-comment"
              rows={3}
              maxLength={ORDER_LIMITS.responseCommentLength}
              showCount
            />
          </Form.Item>
        </Col>
      </Row>
      {active.error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="response-error"
          style={{ marginBottom: 12 }}
          title={isApiError(active.error) ? describeApiError(active.error) : t('responses.failed')}
        />
      )}
      <Flex gap={8} justify="flex-end" wrap>
        {onCancel && <Button onClick={onCancel}>{t('dialog.cancel')}</Button>}
        <Button
          type="primary"
          htmlType="submit"
          loading={active.isPending}
          data-testid="response-form-submit"
        >
          {response ? t('responses.saveChanges') : t('responses.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
