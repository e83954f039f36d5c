import { OrderSaveMode, OrderStatus, type OrderDetail } from '@freight/shared';
import { Button, ConfigProvider, Flex, Form, theme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { OrderCargoFields } from './order-cargo-fields';
import { NEW_ORDER_VALUES, orderToFormValues, type OrderFormValues } from './order-form-values';
import { OrderHeader } from './order-header';
import { OrderTermsFields } from './order-terms-fields';
import { RouteEditor } from './route-editor';
import { useOrderFormSubmit } from './use-order-form-submit';

export type OrderFormMode = 'create' | 'view' | 'edit';

/** Read-only fields in view mode read as text, not as greyed-out controls. */
const READ_ONLY_THEME: ThemeConfig = {
  token: { colorTextDisabled: 'rgba(0, 0, 0, 0.88)', colorBgContainerDisabled: '#fafafa' },
};

interface OrderFormProps {
  mode: OrderFormMode;
  /** The stored order (view and edit). */
  order?: OrderDetail;
  /** Beside the title in view mode: the actions the caller may take. */
  headerExtra?: ReactNode;
  /** Between the title and the fields: the order's problem and deletion notices. */
  notices?: ReactNode;
  /** Someone else changed the order while it was being edited: load it again. */
  onConflict?: () => void;
  /** False where the page shows the order's header itself (the terms under a summary). */
  withHeader?: boolean;
}

interface SaveButtonsProps {
  order?: OrderDetail;
  pendingMode: OrderSaveMode | null;
  onSave: (mode: OrderSaveMode) => void;
}

/**
 * A draft (or a new request) saves as a draft or publishes; a published order only saves,
 * as it is never unpublished.
 */
function SaveButtons({ order, pendingMode, onSave }: SaveButtonsProps) {
  const { t } = useTranslation('orders');
  const disabled = pendingMode !== null;
  if (order && order.status !== OrderStatus.DRAFT) {
    return (
      <Button
        type="primary"
        data-testid="order-save"
        loading={pendingMode !== null}
        onClick={() => onSave(OrderSaveMode.PUBLISH)}
      >
        {t('form.saveChanges')}
      </Button>
    );
  }
  return (
    <>
      <Button
        data-testid="order-save-draft"
        loading={pendingMode === OrderSaveMode.DRAFT}
        disabled={disabled && pendingMode !== OrderSaveMode.DRAFT}
        onClick={() => onSave(OrderSaveMode.DRAFT)}
      >
        {t('form.saveDraft')}
      </Button>
      <Button
        type="primary"
        data-testid="order-publish"
        loading={pendingMode === OrderSaveMode.PUBLISH}
        disabled={disabled && pendingMode !== OrderSaveMode.PUBLISH}
        onClick={() => onSave(OrderSaveMode.PUBLISH)}
      >
        {t('form.publish')}
      </Button>
    </>
  );
}

/**
 * The save buttons in a bar stuck to the bottom of the viewport: the form is two screens tall
 * on a desktop and six on a phone, and its end is no place to look for them.
 */
function ActionBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="order-form-actions"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        padding: token.paddingSM,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The request form of `/new-request`, `/view-request/{id}` and `/edit-request/{id}`: one
 * component, read-only in view mode. Checked field by field with the shared `orderFormSchema`,
 * the server's own rules.
 */
export function OrderForm(props: OrderFormProps) {
  const { mode, order, headerExtra, notices, onConflict, withHeader = true } = props;
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<OrderFormValues>();
  const editable = mode !== 'view';
  const { submit, pendingMode, error } = useOrderFormSubmit(form, order, () => onConflict?.());

  // Checked as a field is left, not at every keystroke; a field already in error checks again
  // as it is corrected, so its message goes the moment it is right.
  const recheckFieldsInError = () => {
    const inError = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (inError.length > 0) {
      form.validateFields(inError.map((field) => field.name)).catch(() => undefined);
    }
  };

  // The header and notices stay outside the form: its read-only mode would disable the
  // actions too, and the notices hold forms of their own.
  return (
    <Flex vertical gap={16}>
      {withHeader && <OrderHeader order={order} extra={headerExtra} />}
      {notices}
      <ConfigProvider theme={editable ? undefined : READ_ONLY_THEME}>
        <Form<OrderFormValues>
          form={form}
          layout="vertical"
          requiredMark={editable}
          validateTrigger="onBlur"
          onValuesChange={recheckFieldsInError}
          disabled={!editable}
          initialValues={order ? orderToFormValues(order) : NEW_ORDER_VALUES}
          autoComplete="off"
          data-testid="order-form"
          data-mode={mode}
          aria-label={t('form.label')}
        >
          <Flex vertical gap={16}>
            <OrderTermsFields order={order} />
            <OrderCargoFields />
            <RouteEditor editable={editable} />
            {editable && (
              <ActionBar>
                <FormError error={error} testId="order-form-error" />
                <Flex gap={8} justify="flex-end" wrap>
                  <SaveButtons
                    order={order}
                    pendingMode={pendingMode}
                    onSave={(saveMode) => void submit(saveMode)}
                  />
                </Flex>
              </ActionBar>
            )}
          </Flex>
        </Form>
      </ConfigProvider>
    </Flex>
  );
}
