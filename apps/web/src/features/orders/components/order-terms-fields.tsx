import {
  ORDER_LIMITS,
  Currency,
  OrderType,
  PaymentTerms,
  TransportationType,
  TransportationView,
  TransportType,
} from '@freight/shared';
import { Card, Col, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field';
import { EnumSelect, enumValues } from './enum-select';
import { NumberField } from './number-field';
import { orderFieldRule } from './order-field-rule';

const half = { xs: 24, sm: 12, lg: 8 } as const;

/** Dates, vehicle and terms of the request, and the price. */
export function OrderTermsFields() {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('form.sections.terms')} size="small">
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="plannedLoadingDate"
            label={t('fields.plannedLoadingDate')}
            rules={[orderFieldRule('plannedLoadingDate')]}
          >
            <DateField testId="order-field-plannedLoadingDate" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="plannedUnloadingDate"
            label={t('fields.plannedUnloadingDate')}
            dependencies={['plannedLoadingDate']}
            rules={[orderFieldRule('plannedUnloadingDate')]}
          >
            <DateField testId="order-field-plannedUnloadingDate" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="transportType"
            label={t('fields.transportType')}
            rules={[orderFieldRule('transportType')]}
          >
            <EnumSelect
              values={enumValues(TransportType)}
              list="transportType"
              testId="order-field-transportType"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="orderType"
            label={t('fields.orderType')}
            rules={[orderFieldRule('orderType')]}
          >
            <EnumSelect
              values={enumValues(OrderType)}
              list="orderType"
              testId="order-field-orderType"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="paymentTerms"
            label={t('fields.paymentTerms')}
            rules={[orderFieldRule('paymentTerms')]}
          >
            <EnumSelect
              values={enumValues(PaymentTerms)}
              list="paymentTerms"
              testId="order-field-paymentTerms"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('fields.price')} required>
            <Space.Compact block>
              <Form.Item name="price" noStyle rules={[orderFieldRule('price')]}>
                <NumberField
                  testId="order-field-price"
                  money
                  aria-label={t('fields.price')}
                  max={ORDER_LIMITS.maxPrice}
                  step={1000}
                />
              </Form.Item>
              <Form.Item name="currency" noStyle rules={[orderFieldRule('currency')]}>
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
        <Col {...half}>
          <Form.Item
            name="transportationType"
            label={t('fields.transportationType')}
            rules={[orderFieldRule('transportationType')]}
          >
            <EnumSelect
              values={enumValues(TransportationType)}
              list="transportationType"
              testId="order-field-transportationType"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="transportationView"
            label={t('fields.transportationView')}
            rules={[orderFieldRule('transportationView')]}
          >
            <EnumSelect
              values={enumValues(TransportationView)}
              list="transportationView"
              testId="order-field-transportationView"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="specialConditions"
            label={t('fields.specialConditions')}
            rules={[orderFieldRule('specialConditions')]}
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
      </Row>
    </Card>
  );
}
