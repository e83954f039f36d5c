import { createDriverRequestSchema, FLEET_LIMITS, LICENCE_CATEGORIES } from '@freight/shared';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule, type FieldPath } from '../../../lib/forms/zod-form-rule';
import { DateField } from '../../../ui/date-field';
import { driverFieldTestId as testIdOf } from './driver-form-values';

const rule = (path: FieldPath) => zodFormRule(createDriverRequestSchema, path);

/** The driver's name and phone, identity document and licence, with the server's rules. */
export function DriverDocumentFields() {
  const { t } = useTranslation('fleet');
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('fields.lastName')} rules={[rule('lastName')]}>
            <Input data-testid={testIdOf('lastName')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('fields.firstName')} rules={[rule('firstName')]}>
            <Input data-testid={testIdOf('firstName')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="middleName"
            label={t('fields.middleNameOptional')}
            rules={[rule('middleName')]}
          >
            <Input data-testid={testIdOf('middleName')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[rule('phone')]}>
            <Input data-testid={testIdOf('phone')} type="tel" placeholder="+7 701 000 00 00" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('detail.identity')}</Divider>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['identityDocument', 'number']}
            label={t('fields.documentNumber')}
            rules={[rule(['identityDocument', 'number'])]}
          >
            <Input data-testid={testIdOf(['identityDocument', 'number'])} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['identityDocument', 'issuedBy']}
            label={t('fields.issuedBy')}
            rules={[rule(['identityDocument', 'issuedBy'])]}
          >
            <Input
              data-testid={testIdOf(['identityDocument', 'issuedBy'])}
              maxLength={FLEET_LIMITS.issuedByLength}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['identityDocument', 'issueDate']}
            label={t('fields.issueDate')}
            rules={[rule(['identityDocument', 'issueDate'])]}
          >
            <DateField testId={testIdOf(['identityDocument', 'issueDate'])} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['identityDocument', 'expiryDate']}
            label={t('fields.expiryDate')}
            dependencies={[['identityDocument', 'issueDate']]}
            rules={[rule(['identityDocument', 'expiryDate'])]}
          >
            <DateField testId={testIdOf(['identityDocument', 'expiryDate'])} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name={['identityDocument', 'registeredAddress']}
            label={t('fields.registeredAddress')}
            rules={[rule(['identityDocument', 'registeredAddress'])]}
          >
            <Input
              data-testid={testIdOf(['identityDocument', 'registeredAddress'])}
              maxLength={FLEET_LIMITS.addressLength}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('detail.licence')}</Divider>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['licence', 'number']}
            label={t('fields.licenceNumber')}
            rules={[rule(['licence', 'number'])]}
          >
            <Input data-testid={testIdOf(['licence', 'number'])} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['licence', 'expiryDate']}
            label={t('fields.licenceExpiryDate')}
            rules={[rule(['licence', 'expiryDate'])]}
          >
            <DateField testId={testIdOf(['licence', 'expiryDate'])} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name={['licence', 'categories']}
            label={t('fields.licenceCategories')}
            rules={[rule(['licence', 'categories'])]}
          >
            <Select
              mode="multiple"
              data-testid={testIdOf(['licence', 'categories'])}
              aria-label={t('fields.licenceCategories')}
              showSearch={{ optionFilterProp: 'label' }}
              options={LICENCE_CATEGORIES.map((code) => ({
                value: code,
                label: t(`licenceCategories.${code}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
