import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freight/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { FormError } from '../../../ui/form-error';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** The current password, then the new one twice ('Passwords do not match.'). */
export function PasswordTab() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const schema = changePasswordFormSchema;

  const onFinish = (values: PasswordValues) => {
    setChanged(false);
    change.mutate(changePasswordRequestSchema.parse(values), {
      onSuccess: () => {
        form.resetFields();
        setChanged(true);
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
      },
    });
  };
  // A wrong current password is said under that field; anything else above the button.
  const shownInline = isApiError(change.error) && Object.keys(change.error.fields).length > 0;

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => {
        change.reset();
        setChanged(false);
      }}
      style={{ maxWidth: 420 }}
    >
      {changed && (
        <Alert
          type="success"
          showIcon
          title={t('password.changed')}
          description={t('password.changedText')}
          data-testid="password-changed"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="oldPassword"
        label={t('password.old')}
        rules={[zodFormRule(schema, 'oldPassword')]}
      >
        <Input.Password data-testid="password-old" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        dependencies={['oldPassword']}
        rules={[zodFormRule(schema, 'newPassword')]}
      >
        <Input.Password data-testid="password-new" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[zodFormRule(schema, 'confirmPassword')]}
      >
        <Input.Password data-testid="password-confirm" autoComplete="new-password" />
      </Form.Item>
      <FormError error={shownInline ? null : change.error} testId="password-error" />
      <Button
        type="primary"
        htmlType="submit"
        loading={change.isPending}
        data-testid="password-save"
      >
        {t('password.save')}
      </Button>
    </Form>
  );
}
