import { OrderSaveMode, orderFormSchema } from '@freight/shared';
import type { FormItemProps, FormRule } from 'antd';
import { fieldPattern, requiredFieldsOf } from '../../../lib/forms/schema-issues';
import { zodFormRule, type FieldPath } from '../../../lib/forms/zod-form-rule';
import { toOrderInput } from './order-form-values';

/**
 * A field's rule: the shared `orderFormSchema` over the whole form — the server's own check,
 * cross-field rules (unloading not before loading) included — keeping the field's issues.
 */
function orderFieldRule(field: FieldPath): FormRule {
  return zodFormRule(orderFormSchema, field, {
    toInput: (values) => toOrderInput(values, OrderSaveMode.DRAFT),
  });
}

/** What the shared schema refuses on an empty request (its two route points included). */
const REQUIRED_ORDER_FIELDS = requiredFieldsOf(
  orderFormSchema,
  toOrderInput({ route: [{}, {}] }, OrderSaveMode.DRAFT),
);

export function isOrderFieldRequired(field: FieldPath): boolean {
  return REQUIRED_ORDER_FIELDS.has(fieldPattern(typeof field === 'string' ? [field] : field));
}

/** A request field's rule and its required mark, both read from the shared schema. */
export function orderFieldProps(field: FieldPath): Pick<FormItemProps, 'rules' | 'required'> {
  return { rules: [orderFieldRule(field)], required: isOrderFieldRequired(field) };
}
