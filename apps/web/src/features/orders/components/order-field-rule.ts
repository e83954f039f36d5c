import { OrderSaveMode, orderFormSchema } from '@freight/shared';
import type { FormRule } from 'antd';
import { zodFormRule, type FieldPath } from '../../../lib/forms/zod-form-rule';
import { toOrderInput } from './order-form-values';

/**
 * A field's rule: the shared `orderFormSchema` over the whole form — the server's own check,
 * cross-field rules (unloading not before loading) included — keeping the field's issues.
 */
export function orderFieldRule(field: FieldPath): FormRule {
  return zodFormRule(orderFormSchema, field, {
    toInput: (values) => toOrderInput(values, OrderSaveMode.DRAFT),
  });
}
