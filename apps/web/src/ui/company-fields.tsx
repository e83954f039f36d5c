import { CompanyKind } from '@freight/shared';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../lib/forms/schema-issues';
import { zodFormRule } from '../lib/forms/zod-form-rule';

interface CompanyFieldsProps {
  /** The shared schema the form submits (the same rules and messages as the server). */
  schema: FormSchema;
  /** Reading A names an expeditor's organisation and a carrier's company. */
  kind: CompanyKind;
  /** Each input's test id is `<prefix>-<field>`. */
  testIdPrefix: string;
}

/** A company's vetted details: name, BIN or IIN, addresses and the signatory's position. */
export function CompanyFields({ schema, kind, testIdPrefix }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const testId = (field: string) => `${testIdPrefix}-${field}`;
  const copyLegalAddress = () => {
    form.setFieldValue('actualAddress', form.getFieldValue('legalAddress'));
    void form.validateFields(['actualAddress']);
  };
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name="organizationName"
          label={
            kind === CompanyKind.CARRIER ? t('company.companyName') : t('company.organizationName')
          }
          rules={[zodFormRule(schema, 'organizationName')]}
        >
          <Input data-testid={testId('organizationName')} autoComplete="organization" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="bin"
          label={t('company.bin')}
          extra={t('company.binHint')}
          rules={[zodFormRule(schema, 'bin')]}
        >
          <Input
            data-testid={testId('bin')}
            inputMode="numeric"
            maxLength={12}
            placeholder="000000000000"
            autoComplete="off"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="signatoryPosition"
          label={t('company.signatoryPosition')}
          extra={t('company.signatoryPositionHint')}
          rules={[zodFormRule(schema, 'signatoryPosition')]}
        >
          <Input data-testid={testId('signatoryPosition')} autoComplete="organization-title" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="legalAddress"
          label={t('company.legalAddress')}
          rules={[zodFormRule(schema, 'legalAddress')]}
        >
          <Input data-testid={testId('legalAddress')} autoComplete="street-address" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="actualAddress"
          label={
            <span>
              {t('company.actualAddress')}
              <Button
                type="link"
                size="small"
                onClick={copyLegalAddress}
                data-testid={testId('sameAsLegal')}
              >
                {t('company.sameAsLegal')}
              </Button>
            </span>
          }
          rules={[zodFormRule(schema, 'actualAddress')]}
        >
          <Input data-testid={testId('actualAddress')} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
