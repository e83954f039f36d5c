import type { CompanyKind } from '@freight/shared';
import {
  registrationRequestSchema,
  type RegistrationForm,
  type RegistrationResponse,
} from '@freight/shared';
import { Button, Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyFields } from '../../../ui/company-fields';
import { FormError } from '../../../ui/form-error';
import { PersonFields } from '../../../ui/person-fields';
import { useRegisterCompany } from '../api/register-company';
import { ConsentFields } from './consent-fields';
import { CredentialsFields } from './credentials-fields';
import { DocumentsFields } from './documents-fields';
import { FormSection } from './form-section';
import { PERSON_FIELDS, showRegistrationErrors } from './registration-form-fields';

export type SignUpValues = RegistrationForm;

interface SignUpFormProps {
  kind: CompanyKind;
  /** Owned by the page, so going back to the role keeps what was typed. */
  form: FormInstance<SignUpValues>;
  onRegistered: (result: RegistrationResponse, email: string) => void;
}

/**
 * Step 2: the role's form, checked field by field with the server's own schema; the server's
 * refusals land next to the fields they concern.
 */
export function SignUpForm({ kind, form, onRegistered }: SignUpFormProps) {
  const { t } = useTranslation('registration');
  const register = useRegisterCompany();

  const onFinish = (values: SignUpValues) => {
    // Parsed again for the normalised values (trimmed, lower-case e-mail) the server expects.
    const request = registrationRequestSchema.parse(values);
    register.mutate(
      { kind, request },
      {
        onSuccess: (result) => onRegistered(result, request.email),
        onError: (error) => showRegistrationErrors(form, error),
      },
    );
  };

  return (
    <Form<SignUpValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ block: 'center' }}
      onFinish={onFinish}
      onValuesChange={() => register.reset()}
      autoComplete="on"
      // The shared schema speaks for every field in the user's language; the browser's own
      // bubble for type="email" would block the submission and say something else.
      noValidate
    >
      <FormSection title={t('sections.person')} first>
        <Typography.Paragraph type="secondary">{t('fields.cyrillicHint')}</Typography.Paragraph>
        <PersonFields
          schema={registrationRequestSchema}
          fields={PERSON_FIELDS}
          testIdPrefix="signup"
        />
      </FormSection>
      <FormSection title={t(`sections.company.${kind}`)}>
        <CompanyFields schema={registrationRequestSchema} kind={kind} testIdPrefix="signup" />
      </FormSection>
      <FormSection title={t('sections.documents')}>
        <DocumentsFields schema={registrationRequestSchema} />
      </FormSection>
      <FormSection title={t('sections.account')}>
        <CredentialsFields schema={registrationRequestSchema} />
      </FormSection>
      <FormSection title={t('sections.agreement')}>
        <ConsentFields schema={registrationRequestSchema} />
      </FormSection>
      <FormError error={register.error} testId="signup-error" />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={register.isPending}
        data-testid="signup-submit"
      >
        {t('signUp.submit')}
      </Button>
    </Form>
  );
}
