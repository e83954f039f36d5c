import { OTP_LENGTH, sendOtpRequestSchema } from '@freight/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { useSendOtp } from '../api/send-otp';
import { FormError } from '../../../ui/form-error';

interface ForgotEmailStepProps {
  initialEmail: string;
  onSent: (email: string) => void;
}

/** Step 1: the account's e-mail, where the code goes. */
export function ForgotEmailStep({ initialEmail, onSent }: ForgotEmailStepProps) {
  const { t } = useTranslation('auth');
  const sendOtp = useSendOtp();
  const onFinish = (values: { email: string }) => {
    const { email } = sendOtpRequestSchema.parse(values);
    sendOtp.mutate(email, { onSuccess: () => onSent(email) });
  };
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={onFinish}
      onValuesChange={() => sendOtp.reset()}
      // The shared schema, not the browser, says what is wrong with an e-mail (decision 004).
      noValidate
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        extra={t('forgot.emailHint', { length: OTP_LENGTH })}
        rules={[zodFormRule(sendOtpRequestSchema, 'email')]}
      >
        <Input data-testid="forgot-email" type="email" autoComplete="email" />
      </Form.Item>
      <FormError error={sendOtp.error} testId="forgot-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={sendOtp.isPending}
        data-testid="forgot-send"
      >
        {t('forgot.send')}
      </Button>
    </Form>
  );
}
