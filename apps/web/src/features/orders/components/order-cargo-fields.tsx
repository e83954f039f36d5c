import { Currency, LoadingMethod, ORDER_LIMITS, PackageType } from '@freight/shared';
import { Card, Col, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect, enumValues } from './enum-select';
import { FORM_COLUMN, OrderEnumField } from './order-enum-field';
import { NumberField } from './number-field';
import { orderFieldProps } from './order-field-rule';
import { SEAT_DIMENSIONS } from './order-form-values';

/** What is carried: the cargo, its packing and measures, its declared value, how it loads. */
export function OrderCargoFields() {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('form.sections.cargo')} size="small">
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form.Item
            name="cargoName"
            label={t('fields.cargoName')}
            {...orderFieldProps('cargoName')}
          >
            <Input
              data-testid="order-field-cargoName"
              maxLength={ORDER_LIMITS.cargoNameLength}
              placeholder={t('form.cargoNamePlaceholder')}
            />
          </Form.Item>
        </Col>
        <OrderEnumField field="packageType" values={enumValues(PackageType)} />
        <Col {...FORM_COLUMN}>
          <Form.Item
            name="cargoWeightTons"
            label={t('fields.cargoWeightTons')}
            {...orderFieldProps('cargoWeightTons')}
          >
            <NumberField
              testId="order-field-cargoWeightTons"
              max={ORDER_LIMITS.maxCargoWeightTons}
              step={0.5}
              suffix={t('units.tons')}
            />
          </Form.Item>
        </Col>
        <Col {...FORM_COLUMN}>
          <Form.Item
            name="cargoVolumeM3"
            label={t('fields.cargoVolumeM3')}
            {...orderFieldProps('cargoVolumeM3')}
          >
            <NumberField
              testId="order-field-cargoVolumeM3"
              max={ORDER_LIMITS.maxCargoVolumeM3}
              step={1}
              suffix={t('units.cubicMetres')}
            />
          </Form.Item>
        </Col>
        <Col {...FORM_COLUMN}>
          <Form.Item name="seats" label={t('fields.seats')} {...orderFieldProps('seats')}>
            <NumberField
              testId="order-field-seats"
              min={1}
              max={ORDER_LIMITS.maxSeats}
              precision={0}
              inputMode="numeric"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={16}>
          <Form.Item label={t('fields.seatDimensions')} extra={t('form.seatDimensionsHint')}>
            <Space.Compact block>
              {SEAT_DIMENSIONS.map((dimension) => (
                <Form.Item
                  key={dimension}
                  name={['seatDimensions', dimension]}
                  noStyle
                  dependencies={SEAT_DIMENSIONS.filter((other) => other !== dimension).map(
                    (other) => ['seatDimensions', other],
                  )}
                  {...orderFieldProps(['seatDimensions', dimension])}
                >
                  <NumberField
                    testId={`order-field-seatDimensions-${dimension}`}
                    aria-label={t(`fields.${dimension}`)}
                    placeholder={t(`fields.${dimension}Short`)}
                    max={ORDER_LIMITS.maxSeatDimensionM}
                    step={0.1}
                  />
                </Form.Item>
              ))}
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...FORM_COLUMN}>
          <Form.Item label={t('fields.declaredValue')}>
            <Space.Compact block>
              <Form.Item name="declaredValue" noStyle {...orderFieldProps('declaredValue')}>
                <NumberField
                  testId="order-field-declaredValue"
                  money
                  aria-label={t('fields.declaredValue')}
                  max={ORDER_LIMITS.maxDeclaredValue}
                  step={1000}
                />
              </Form.Item>
              <Form.Item
                name="declaredValueCurrency"
                noStyle
                dependencies={['declaredValue']}
                {...orderFieldProps('declaredValueCurrency')}
              >
                <EnumSelect
                  values={enumValues(Currency)}
                  list="currency"
                  shortLabels
                  allowClear
                  aria-label={t('fields.declaredValueCurrency')}
                  testId="order-field-declaredValueCurrency"
                  style={{ width: 110, flex: 'none' }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <OrderEnumField field="loadingMethod" values={enumValues(LoadingMethod)} />
      </Row>
    </Card>
  );
}
