import {
  COMPANY_DOCUMENT_KINDS,
  ErrorCode,
  registrationResubmitRequestSchema,
  type CompanyProfile,
  type CompanyDocumentKind,
} from '@freight/shared';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { CompanyFields } from '../../../ui/company-fields';
import { FormError } from '../../../ui/form-error';
import { PersonFields } from '../../../ui/person-fields';
import { useResubmitRegistration } from '../api/resubmit-registration';
import { DocumentsFields } from './documents-fields';
import { FormSection } from './form-section';
import { PERSON_FIELDS, showRegistrationErrors } from './registration-form-fields';

interface ResubmitValues {
  lastName: string;
  firstName: string;
  middleName?: string | null;
  phone: string;
  organizationName: string;
  bin: string;
  legalAddress: string;
  actualAddress: string;
  signatoryPosition: string;
  /** Document ids by kind; null where the company has none. */
  documents: Record<CompanyDocumentKind, string | null>;
}

/** The registration as the security service saw it, ready to correct. */
function valuesOf(profile: CompanyProfile): ResubmitValues {
  const idOf = (kind: CompanyDocumentKind) =>
    profile.documents.find((document) => document.kind === kind)?.id ?? null;
  const documents = Object.fromEntries(
    COMPANY_DOCUMENT_KINDS.map((kind) => [kind, idOf(kind)]),
  ) as Record<CompanyDocumentKind, string | null>;
  return {
    lastName: profile.owner?.lastName ?? '',
    firstName: profile.owner?.firstName ?? '',
    middleName: profile.owner?.middleName ?? '',
    phone: profile.owner?.phone ?? '',
    organizationName: profile.organizationName,
    bin: profile.bin,
    legalAddress: profile.legalAddress ?? '',
    actualAddress: profile.actualAddress ?? '',
    signatoryPosition: profile.signatoryPosition ?? '',
    documents,
  };
}

interface ResubmitFormProps {
  profile: CompanyProfile;
  onResubmitted: () => void;
  /** Someone changed the registration meanwhile: read it again. */
  onStale: () => void;
}

/**
 * The rejected owner corrects the data (the same rules as the sign-up) and may keep or replace
 * each document; the version read goes along, so a stale page cannot overwrite a newer one.
 */
export function ResubmitForm({ profile, onResubmitted, onStale }: ResubmitFormProps) {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<ResubmitValues>();
  const resubmit = useResubmitRegistration();
  const schema = registrationResubmitRequestSchema;

  const onFinish = (values: ResubmitValues) => {
    const request = schema.parse({ ...values, version: profile.version });
    resubmit.mutate(request, {
      onSuccess: onResubmitted,
      onError: (error) => {
        showRegistrationErrors(form, error);
        const stale =
          isApiError(error) &&
          (error.code === ErrorCode.VERSION_CONFLICT ||
            error.code === ErrorCode.REGISTRATION_NOT_REJECTED);
        if (stale) onStale();
      },
    });
  };

  return (
    <Form<ResubmitValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(profile)}
      scrollToFirstError={{ block: 'center' }}
      onFinish={onFinish}
      onValuesChange={() => resubmit.reset()}
    >
      <FormSection title={t('sections.person')} first>
        <Typography.Paragraph type="secondary">{t('fields.cyrillicHint')}</Typography.Paragraph>
        <PersonFields schema={schema} fields={PERSON_FIELDS} testIdPrefix="signup" />
      </FormSection>
      <FormSection title={t(`sections.company.${profile.kind}`)}>
        <CompanyFields schema={schema} kind={profile.kind} testIdPrefix="signup" />
      </FormSection>
      <FormSection title={t('sections.documents')}>
        <DocumentsFields schema={schema} current={profile.documents} />
      </FormSection>
      <FormError error={resubmit.error} testId="signup-error" />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={resubmit.isPending}
        data-testid="registration-resubmit"
      >
        {t('status.resubmit')}
      </Button>
    </Form>
  );
}
