import {
  ORDER_LIMITS,
  Currency,
  routeKm,
  OrderType,
  PaymentTerms,
  TransportationType,
  TransportationView,
  TransportType,
  type OrderDetail,
} from '@freight/shared';
import { Card, Col, Form, Input, Row, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field';
import { EnumSelect, enumValues } from './enum-select';
import { FORM_COLUMN, OrderEnumField } from './order-enum-field';
import { NumberField } from './number-field';
import type { OrderFormValues } from './order-form-values';
import { PriceHintNote } from './price-hint-note';
import { PublicationStageField } from './publication-stage-field';
import { isOrderFieldRequired, orderFieldProps } from './order-field-rule';

/** The lane's price as the form stands: its route's ends, body type and currency. */
function OrderPriceHint() {
  const form = Form.useFormInstance<OrderFormValues>();
  const route = Form.useWatch('route', form) ?? [];
  const bodyType = Form.useWatch('transportType', form);
  const currency = Form.useWatch('currency', form);
  return (
    <PriceHintNote
      lane={{
        fromCity: route[0]?.city,
        toCity: route.at(-1)?.city,
        bodyType,
        currency,
        km: routeKm(route),
      }}
    />
  );
}

/** Dates, vehicle and terms of the request, the price, and who sees it once published. */
export function OrderTermsFields({ order }: { order?: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('form.sections.terms')} size="small">
      <Row gutter={16}>
        <Col {...FORM_COLUMN}>
          <Form.Item
            name="plannedLoadingDate"
            label={t('fields.plannedLoadingDate')}
            {...orderFieldProps('plannedLoadingDate')}
          >
            <DateField testId="order-field-plannedLoadingDate" />
          </Form.Item>
        </Col>
        <Col {...FORM_COLUMN}>
          <Form.Item
            name="plannedUnloadingDate"
            label={t('fields.plannedUnloadingDate')}
            dependencies={['plannedLoadingDate']}
            {...orderFieldProps('plannedUnloadingDate')}
          >
            <DateField testId="order-field-plannedUnloadingDate" />
          </Form.Item>
        </Col>
        <OrderEnumField field="transportType" values={enumValues(TransportType)} />
        <OrderEnumField field="orderType" values={enumValues(OrderType)} />
        <OrderEnumField field="paymentTerms" values={enumValues(PaymentTerms)} />
        <Col {...FORM_COLUMN}>
          <Form.Item label={t('fields.price')} required={isOrderFieldRequired('price')}>
            <Space.Compact block>
              <Form.Item name="price" noStyle {...orderFieldProps('price')}>
                <NumberField
                  testId="order-field-price"
                  money
                  aria-label={t('fields.price')}
                  max={ORDER_LIMITS.maxPrice}
                  step={1000}
                />
              </Form.Item>
              <Form.Item name="currency" noStyle {...orderFieldProps('currency')}>
                <EnumSelect
                  values={enumValues(Currency)}
                  list="currency"
                  shortLabels
                  aria-label={t('fields.currency')}
                  testId="order-field-currency"
                  style={{ width: 110, flex: 'none' }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} style={{ marginBottom: 16 }}>
          <OrderPriceHint />
        </Col>
        <Col {...FORM_COLUMN}>
          <Form.Item
            name="instantBooking"
            label={t('fields.instantBooking')}
            valuePropName="checked"
            extra={t('form.instantBookingHint')}
          >
            <Switch data-testid="order-field-instantBooking" />
          </Form.Item>
        </Col>
        <OrderEnumField field="transportationType" values={enumValues(TransportationType)} />
        <OrderEnumField field="transportationView" values={enumValues(TransportationView)} />
        <Col xs={24}>
          <Form.Item
            name="specialConditions"
            label={t('fields.specialConditions')}
            {...orderFieldProps('specialConditions')}
          >
            <Input.TextArea
              data-testid="order-field-specialConditions"
              rows={3}
              maxLength={ORDER_LIMITS.specialConditionsLength}
              showCount
              placeholder={t('form.specialConditionsPlaceholder')}
            />
          </Form.Item>
        </Col>
        <PublicationStageField order={order} />
      </Row>
    </Card>
  );
}
