import { DATA_PROCESSING_CONSENT_VERSION, USER_AGREEMENT_VERSION } from '@freight/shared';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../lib/forms/schema-issues';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { LegalText } from './legal-text';

/**
 * The user agreement and the consent to the processing of personal data, each in full and
 * each with its own box to tick; the registration records the versions accepted.
 */
export function ConsentFields({ schema }: { schema: FormSchema }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <LegalText
        document="agreement"
        version={USER_AGREEMENT_VERSION}
        testId="signup-agreement-text"
      />
      <Form.Item
        name="acceptAgreement"
        valuePropName="checked"
        rules={[zodFormRule(schema, 'acceptAgreement')]}
        style={{ marginTop: 8 }}
      >
        <Checkbox data-testid="signup-accept-agreement">{t('agreement.accept')}</Checkbox>
      </Form.Item>
      <LegalText
        document="consent"
        version={DATA_PROCESSING_CONSENT_VERSION}
        testId="signup-consent-text"
      />
      <Form.Item
        name="acceptDataProcessing"
        valuePropName="checked"
        rules={[zodFormRule(schema, 'acceptDataProcessing')]}
        style={{ marginTop: 8 }}
      >
        <Checkbox data-testid="signup-accept-data-processing">{t('consent.accept')}</Checkbox>
      </Form.Item>
    </>
  );
}
