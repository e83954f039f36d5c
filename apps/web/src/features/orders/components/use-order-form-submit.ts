import {
  ErrorCode,
  type OrderSaveMode,
  orderFormSchema,
  orderUpdateSchema,
  type OrderDetail,
} from '@freight/shared';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';
import { useCreateOrder } from '../api/create-order';
import { useUpdateOrder } from '../api/update-order';
import { formNameOf, toOrderInput, type OrderFormValues } from './order-form-values';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Puts `path → message key` problems under the form's fields; true if any had a place. */
function showFieldErrors(form: FormInstance, issues: Issue[]): boolean {
  const known = issues.filter((issue) => issue.path.length > 0);
  form.setFields(
    known.map((issue) => ({
      name: formNameOf(issue.path.map(String).join('.')),
      errors: [translateValidationMessage(issue.message)],
    })),
  );
  return known.length > 0;
}

/**
 * Saves the request form: creates the order (as a draft or published) or updates the one
 * being edited, then opens its view. The server's field errors land under the fields; a
 * change made by someone else meanwhile reloads the order.
 */
export function useOrderFormSubmit(
  form: FormInstance<OrderFormValues>,
  order: OrderDetail | undefined,
  onConflict: () => void,
) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const active = order ? update : create;
  const [savingMode, setSavingMode] = useState<OrderSaveMode | null>(null);

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onConflict();
      return;
    }
    const issues = Object.entries(error.fields).map(([path, key]) => ({
      path: path.split('.'),
      message: key,
    }));
    const [first] = issues;
    if (showFieldErrors(form, issues) && first) {
      form.scrollToField(formNameOf(first.path.join('.')), { focus: true });
    }
  };

  const onSaved = (saved: OrderDetail, text: string) => {
    void message.success(text);
    void navigate(`/view-request/${saved.id}`);
  };

  const submit = async (saveMode: OrderSaveMode) => {
    active.reset();
    try {
      await form.validateFields();
    } catch (failure) {
      // Focus, not only the view, goes to the first field to fix: the keyboard and the screen
      // reader start there instead of on the button at the bottom.
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return;
    }
    setSavingMode(saveMode);
    const input = toOrderInput(form.getFieldsValue(true) as OrderFormValues, saveMode);
    if (order) {
      const parsed = orderUpdateSchema.safeParse({ ...input, version: order.version });
      if (!parsed.success) return void showFieldErrors(form, parsed.error.issues);
      // Promises: the saved order's new version remounts the form before `mutate`'s
      // callbacks would run.
      update
        .mutateAsync({ id: order.id, request: parsed.data })
        .then((saved) => onSaved(saved, t('form.saved')), onError);
    } else {
      const parsed = orderFormSchema.safeParse(input);
      if (!parsed.success) return void showFieldErrors(form, parsed.error.issues);
      create.mutateAsync(parsed.data).then((saved) => onSaved(saved, t('form.created')), onError);
    }
  };

  // Errors with a place in the form show there; the rest above the buttons.
  const shownInline =
    isApiError(active.error) &&
    (active.error.code === ErrorCode.VERSION_CONFLICT ||
      Object.keys(active.error.fields).length > 0);

  return {
    submit,
    pending: active.isPending,
    /** The mode of the save in flight, for the pressed button's spinner. */
    pendingMode: active.isPending ? savingMode : null,
    error: shownInline ? null : active.error,
  };
}
