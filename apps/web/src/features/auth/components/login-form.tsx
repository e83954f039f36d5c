import { cbLoginRequestSchema, loginRequestSchema, type LoginResponse } from '@freight/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { saveSession } from '../../../lib/session/session-storage';
import { useCbLogin } from '../api/cb-login';
import { useLogin } from '../api/login';
import { FormError } from '../../../ui/form-error';

interface LoginFormValues {
  login: string;
  password: string;
  bin?: string;
}

interface LoginFormProps {
  /** `company`: e-mail and password; `cb`: the security service adds its company BIN. */
  portal: 'company' | 'cb';
  onSignedIn: (session: LoginResponse) => void;
}

const FIELDS = ['login', 'password', 'bin'] as const;

export function LoginForm({ portal, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginFormValues>();
  const companyLogin = useLogin();
  const securityLogin = useCbLogin();
  const isCb = portal === 'cb';
  const active = isCb ? securityLogin : companyLogin;
  const schema = isCb ? cbLoginRequestSchema : loginRequestSchema;

  const handlers = {
    onSuccess: (session: LoginResponse) => {
      saveSession(session);
      onSignedIn(session);
    },
    onError: (error: unknown) => {
      if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
    },
  };

  const onFinish = (values: LoginFormValues) => {
    // Parsed again for the normalised values (trimmed, lower-case e-mail) the server expects.
    if (isCb) securityLogin.mutate(cbLoginRequestSchema.parse(values), handlers);
    else companyLogin.mutate(loginRequestSchema.parse(values), handlers);
  };

  return (
    <Form<LoginFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => active.reset()}
      autoComplete="on"
      // The shared schema, not the browser, says what is wrong with an e-mail (decision 004).
      noValidate
    >
      {isCb && (
        <Form.Item name="bin" label={t('login.bin')} rules={[zodFormRule(schema, 'bin')]}>
          <Input
            data-testid="login-bin"
            inputMode="numeric"
            maxLength={12}
            placeholder="000000000000"
            autoComplete="off"
          />
        </Form.Item>
      )}
      <Form.Item name="login" label={t('login.email')} rules={[zodFormRule(schema, 'login')]}>
        <Input
          data-testid="login-email"
          type="email"
          autoComplete="username"
          placeholder="name@company.kz"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[zodFormRule(schema, 'password')]}
      >
        <Input.Password data-testid="login-password" autoComplete="current-password" />
      </Form.Item>
      <FormError error={active.error} testId="login-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={active.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
