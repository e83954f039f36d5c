import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../lib/forms/schema-issues';
import { zodFormRule } from '../lib/forms/zod-form-rule';

/** The fields of a person's account, as the shared schemas name them. */
export type PersonField =
  'lastName' | 'firstName' | 'middleName' | 'iin' | 'email' | 'phone' | 'password';

interface PersonFieldsProps {
  /** The shared zod schema the server validates with; each field shows its own issues. */
  schema: FormSchema;
  fields: readonly PersonField[];
  /** `<prefix>-<field>` is each input's `data-testid`. */
  testIdPrefix: string;
  /** Editing an account: an empty password keeps the current one. */
  passwordOptional?: boolean;
}

/**
 * Name, IIN, contact and password inputs of the forms that create accounts for other people
 * (a company's employees, the platform's staff). Labels: `common:person`.
 */
export function PersonFields({
  schema,
  fields,
  testIdPrefix,
  passwordOptional,
}: PersonFieldsProps) {
  const { t } = useTranslation();
  const testId = (field: PersonField) => `${testIdPrefix}-${field}`;
  const inputs: Record<PersonField, ReactNode> = {
    lastName: <Input data-testid={testId('lastName')} autoComplete="off" />,
    firstName: <Input data-testid={testId('firstName')} autoComplete="off" />,
    middleName: <Input data-testid={testId('middleName')} autoComplete="off" />,
    iin: (
      <Input
        data-testid={testId('iin')}
        inputMode="numeric"
        maxLength={12}
        placeholder="000000000000"
        autoComplete="off"
      />
    ),
    email: (
      <Input
        data-testid={testId('email')}
        type="email"
        placeholder="name@company.kz"
        autoComplete="off"
      />
    ),
    phone: (
      <Input
        data-testid={testId('phone')}
        type="tel"
        placeholder="+7 701 000 00 00"
        autoComplete="off"
      />
    ),
    password: <Input.Password data-testid={testId('password')} autoComplete="new-password" />,
  };
  return fields.map((field) => (
    <Form.Item
      key={field}
      name={field}
      label={
        field === 'middleName' || (field === 'password' && passwordOptional) ? (
          <span>
            {t(`person.${field}`)}{' '}
            <Typography.Text type="secondary">({t('person.optional')})</Typography.Text>
          </span>
        ) : (
          t(`person.${field}`)
        )
      }
      extra={field === 'password' && passwordOptional ? t('person.passwordKeep') : undefined}
      rules={[zodFormRule(schema, field)]}
    >
      {inputs[field]}
    </Form.Item>
  ));
}
