import {
  ErrorCode,
  newPasswordFormSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freight/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { useResetPassword } from '../api/reset-password';
import { FormError } from '../../../ui/form-error';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

interface ForgotPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
  /** The reset token expired: back to step 1 for a new code. */
  onStartOver: () => void;
}

/** Step 3: the new password, typed twice ('Passwords do not match.'). */
export function ForgotPasswordStep({
  email,
  resetToken,
  onDone,
  onStartOver,
}: ForgotPasswordStepProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const tokenExpired =
    isApiError(reset.error) && reset.error.code === ErrorCode.RESET_TOKEN_INVALID;

  const onFinish = (values: NewPasswordValues) => {
    reset.mutate(
      { login: email, newPassword: values.newPassword, resetToken },
      { onSuccess: onDone },
    );
  };

  return (
    <Form<NewPasswordValues>
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => reset.reset()}
    >
      <Form.Item
        name="newPassword"
        label={t('forgot.newPassword')}
        extra={t('forgot.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        rules={[zodFormRule(newPasswordFormSchema, 'newPassword')]}
      >
        <Input.Password data-testid="forgot-new-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('forgot.confirmPassword')}
        dependencies={['newPassword']}
        rules={[zodFormRule(newPasswordFormSchema, 'confirmPassword')]}
      >
        <Input.Password data-testid="forgot-confirm-password" autoComplete="new-password" />
      </Form.Item>
      <FormError error={reset.error} testId="forgot-error" />
      {tokenExpired ? (
        <Button block onClick={onStartOver}>
          {t('forgot.startOver')}
        </Button>
      ) : (
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          data-testid="forgot-submit"
        >
          {t('forgot.submit')}
        </Button>
      )}
    </Form>
  );
}
