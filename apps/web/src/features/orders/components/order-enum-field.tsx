import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect, type OrderFormEnumList } from './enum-select';
import { orderFieldProps } from './order-field-rule';

/** A column of the request form's grid: a full row on a phone, half on a tablet, a third wide. */
export const FORM_COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/**
 * A reference-list field of the request form in its column: the translated label, the rule
 * of the shared schema, and the select marked `order-field-<field>`.
 */
export function OrderEnumField({
  field,
  values,
}: {
  field: OrderFormEnumList;
  values: readonly string[];
}) {
  const { t } = useTranslation('orders');
  return (
    <Col {...FORM_COLUMN}>
      <Form.Item name={field} label={t(`fields.${field}`)} {...orderFieldProps(field)}>
        <EnumSelect values={values} list={field} testId={`order-field-${field}`} />
      </Form.Item>
    </Col>
  );
}
