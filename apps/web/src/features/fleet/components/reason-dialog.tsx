import { FLEET_LIMITS } from '@freight/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../lib/forms/schema-issues';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  hint: string;
  label: string;
  okText: string;
  danger?: boolean;
  /** The shared schema of the text (`comment` or `reason`): its message when empty. */
  schema: FormSchema;
  field: 'comment' | 'reason';
  /** `<prefix>-input` (the text) and `<prefix>-confirm` (the button). */
  inputTestId: string;
  confirmTestId: string;
  pending: boolean;
  /** The failure in the screen's own words, shown above the buttons. */
  failure: ReactNode;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * A decision that needs words for the carrier: a rejection's comment ('Comment cannot be
 * empty'), the reason for adding to or removing from the blacklist.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('fleet');
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('form.cancel')}
      okButtonProps={{
        danger: props.danger,
        loading: props.pending,
        'data-testid': props.confirmTestId,
      }}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => props.onSubmit((values[props.field] ?? '').trim())}
      >
        <Form.Item
          name={props.field}
          label={props.label}
          rules={[zodFormRule(props.schema, props.field)]}
        >
          <Input.TextArea
            data-testid={props.inputTestId}
            rows={4}
            maxLength={FLEET_LIMITS.reasonLength}
            showCount
          />
        </Form.Item>
      </Form>
      {props.failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="driver-decision-error"
          title={props.failure}
        />
      )}
    </Modal>
  );
}
