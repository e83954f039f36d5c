import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@freight/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../lib/forms/schema-issues';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';

/** The owner's login (e-mail) and password, typed twice. */
export function CredentialsFields({ schema }: { schema: FormSchema }) {
  const { t } = useTranslation('registration');
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name="email"
          label={t('fields.email')}
          extra={t('fields.emailHint')}
          rules={[zodFormRule(schema, 'email')]}
        >
          <Input
            data-testid="signup-email"
            type="email"
            autoComplete="email"
            placeholder="name@company.kz"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          rules={[zodFormRule(schema, 'password')]}
        >
          <Input.Password data-testid="signup-password" autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[zodFormRule(schema, 'confirmPassword')]}
        >
          <Input.Password data-testid="signup-confirmPassword" autoComplete="new-password" />
        </Form.Item>
      </Col>
    </Row>
  );
}
