import { OTP_LENGTH, OTP_TTL_MINUTES, validateOtpRequestSchema } from '@freight/shared';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { useSendOtp } from '../api/send-otp';
import { useValidateOtp } from '../api/validate-otp';
import { FormError } from '../../../ui/form-error';

interface ForgotCodeStepProps {
  email: string;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code from the e-mail; a new one can be requested. */
export function ForgotCodeStep({ email, onVerified, onChangeEmail }: ForgotCodeStepProps) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const validateOtp = useValidateOtp();
  const resend = useSendOtp();

  const onFinish = (values: { otp: string }) => {
    validateOtp.mutate(
      { email, otp: values.otp.trim() },
      { onSuccess: ({ resetToken }) => onVerified(resetToken) },
    );
  };
  const onResend = () => {
    validateOtp.reset();
    resend.mutate(email, {
      onSuccess: () => void message.success(t('forgot.codeResent')),
    });
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => validateOtp.reset()}
    >
      <Typography.Paragraph>
        {t('forgot.codeSent', { email, minutes: OTP_TTL_MINUTES })}
      </Typography.Paragraph>
      <Form.Item
        name="otp"
        label={t('forgot.code')}
        rules={[zodFormRule(validateOtpRequestSchema, 'otp')]}
      >
        <Input
          data-testid="forgot-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={'•'.repeat(OTP_LENGTH)}
          style={{ letterSpacing: 6, fontSize: 18 }}
        />
      </Form.Item>
      <FormError error={validateOtp.error ?? resend.error} testId="forgot-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={validateOtp.isPending}
        data-testid="forgot-verify"
      >
        {t('forgot.verify')}
      </Button>
      <Flex justify="space-between" wrap style={{ marginTop: 12 }}>
        <Button type="link" onClick={onChangeEmail} style={{ paddingInline: 0 }}>
          {t('forgot.changeEmail')}
        </Button>
        <Button
          type="link"
          onClick={onResend}
          loading={resend.isPending}
          data-testid="forgot-resend"
          style={{ paddingInline: 0 }}
        >
          {t('forgot.resend')}
        </Button>
      </Flex>
    </Form>
  );
}
