import {
  createDriverRequestSchema,
  ErrorCode,
  FLEET_LIMITS,
  IMAGE_CONTENT_TYPES,
  LICENCE_CATEGORIES,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPES,
  updateDriverRequestSchema,
  type DriverDetail,
} from '@freight/shared';
import { Alert, App, Button, Col, Divider, Flex, Form, Input, Progress, Row, Select } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  showServerFieldErrors,
  zodFormRule,
  type FieldPath,
} from '../../../lib/forms/zod-form-rule';
import { isApiError, type ApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { checkDriverIin, useSaveCompanyDriver } from '../api/save-company-driver';
import { DateField } from '../../../ui/date-field';
import { DriverFileInput } from './driver-file-input';

export interface DriverFormValues {
  iin: string;
  lastName: string;
  firstName: string;
  middleName?: string;
  phone: string;
  identityDocument: {
    number: string;
    issueDate?: string;
    expiryDate?: string;
    issuedBy: string;
    registeredAddress: string;
  };
  licence: { number: string; categories: string[]; expiryDate?: string };
  photo?: File | null;
  identityPdf?: File | null;
}

/** Where the server's `fields` may point; the files included (a refused photo). */
const SERVER_FIELDS = [
  'iin',
  'lastName',
  'firstName',
  'middleName',
  'phone',
  'identityDocument.number',
  'identityDocument.issueDate',
  'identityDocument.expiryDate',
  'identityDocument.issuedBy',
  'identityDocument.registeredAddress',
  'licence.number',
  'licence.categories',
  'licence.expiryDate',
  'photo',
  'identityPdf',
];

/** The refusals that belong to the IIN: a person already in a fleet, or blacklisted. */
const IIN_REFUSALS: readonly string[] = [
  ErrorCode.DRIVER_ALREADY_REGISTERED,
  ErrorCode.DRIVER_BLACKLISTED,
];
const iinRefusalOf = (error: unknown): ApiError | null =>
  isApiError(error) && error.code !== null && IIN_REFUSALS.includes(error.code) ? error : null;

const PHOTO_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
const PDF_ACCEPT = [...PDF_CONTENT_TYPES, '.pdf'].join(',');

/** `driver-form-identityDocument-number` for the field `identityDocument.number`. */
const testIdOf = (path: FieldPath) =>
  `driver-form-${typeof path === 'string' ? path : path.join('-')}`;

function initialValuesOf(driver: DriverDetail | null): Partial<DriverFormValues> {
  if (!driver) return { licence: { number: '', categories: [] } };
  return {
    iin: driver.iin,
    lastName: driver.lastName,
    firstName: driver.firstName,
    middleName: driver.middleName ?? '',
    phone: driver.phone,
    identityDocument: { ...driver.identityDocument },
    licence: { ...driver.licence },
  };
}

interface DriverFormProps {
  /** `null` adds a driver by IIN. */
  driver: DriverDetail | null;
  onDone: (driver: DriverDetail) => void;
  onCancel: () => void;
}

/**
 * Adds a driver by IIN or edits one, with the server's own schema (IIN check digit, Cyrillic
 * names, document numbers and dates), the photo and the identity PDF in the same request.
 */
export function DriverForm({ driver, onDone, onCancel }: DriverFormProps) {
  const { t } = useTranslation('fleet');
  const { message } = App.useApp();
  const [form] = Form.useForm<DriverFormValues>();
  const save = useSaveCompanyDriver();
  const [percent, setPercent] = useState(0);
  /** The server's refusal of the IIN, from the early check or from the submission. */
  const [iinRefusal, setIinRefusal] = useState<ApiError | null>(null);

  const refusalText = (error: ApiError) =>
    error.code === ErrorCode.DRIVER_BLACKLISTED && error.details.reason
      ? t('form.iinBlacklisted', { reason: error.details.reason })
      : t(`errors:${error.code ?? 'UNEXPECTED'}`);

  const refuseIin = (error: ApiError) => {
    setIinRefusal(error);
    form.setFields([{ name: 'iin', errors: [refusalText(error)] }]);
  };

  /** Asks as soon as a valid IIN is typed, before the rest of the form is filled in. */
  const checkIin = () => {
    if (driver) return;
    const iin = createDriverRequestSchema.shape.iin.safeParse(form.getFieldValue('iin'));
    if (!iin.success) return;
    checkDriverIin(iin.data).then(
      () => setIinRefusal(null),
      (error: unknown) => {
        const refusal = iinRefusalOf(error);
        if (refusal) refuseIin(refusal);
      },
    );
  };

  const rule = (path: FieldPath) => zodFormRule(createDriverRequestSchema, path);
  const fileRules = (maxTypes: readonly string[], required: boolean): FormRule[] => [
    {
      validator: async (_, file: File | null | undefined) => {
        if (!file) {
          if (required) throw new Error(t('validation:fileRequired'));
          return;
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new Error(t('validation:fileTooLarge'));
        // The browser's guess from the name; the server checks the content itself.
        if (file.type && !maxTypes.includes(file.type)) throw new Error(t('validation:fileType'));
      },
    },
  ];

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    const refusal = iinRefusalOf(error);
    if (refusal) refuseIin(refusal);
    else if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onCancel();
    } else showServerFieldErrors(form, error.fields, SERVER_FIELDS);
  };

  const onFinish = (values: DriverFormValues) => {
    const { photo, identityPdf, ...data } = values;
    const files = { photo, identityPdf };
    const base = { ...data, middleName: data.middleName ?? '' };
    setPercent(0);
    const handlers = {
      onSuccess: (saved: DriverDetail) => {
        void message.success(driver ? t('form.saved') : t('form.created'));
        onDone(saved);
      },
      onError,
    };
    if (driver) {
      const request = updateDriverRequestSchema.parse({ ...base, version: driver.version });
      save.mutate(
        { input: { id: driver.id, request, files }, options: { onProgress: setPercent } },
        handlers,
      );
    } else {
      const request = createDriverRequestSchema.parse(base);
      save.mutate({ input: { request, files }, options: { onProgress: setPercent } }, handlers);
    }
  };

  const formError = save.error ?? null;
  const showFormError =
    formError !== null &&
    !iinRefusalOf(formError) &&
    !(isApiError(formError) && formError.code === ErrorCode.VERSION_CONFLICT);

  return (
    <Form<DriverFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValuesOf(driver)}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<DriverFormValues>) => {
        save.reset();
        if ('iin' in changed) setIinRefusal(null);
      }}
      autoComplete="off"
      data-testid="driver-form"
      noValidate
    >
      <Form.Item
        name="iin"
        label={t('fields.iin')}
        extra={driver ? t('form.iinFixed') : t('form.iinHint')}
        rules={[rule('iin')]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input
          data-testid={testIdOf('iin')}
          inputMode="numeric"
          maxLength={12}
          placeholder="000000000000"
          disabled={driver !== null}
          onBlur={checkIin}
        />
      </Form.Item>
      {iinRefusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="driver-form-error"
          data-code={iinRefusal.code ?? ''}
          title={refusalText(iinRefusal)}
          style={{ marginBottom: 16 }}
        />
      )}
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
              optionFilterProp="label"
              options={LICENCE_CATEGORIES.map((code) => ({
                value: code,
                label: t(`licenceCategories.${code}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('detail.files')}</Divider>
      <Form.Item
        name="photo"
        label={t('fields.photo')}
        rules={fileRules(IMAGE_CONTENT_TYPES, driver === null)}
        valuePropName="value"
      >
        <DriverFileInput
          accept={PHOTO_ACCEPT}
          testId="driver-upload-photo"
          currentName={driver?.photo?.originalName}
        />
      </Form.Item>
      <Form.Item
        name="identityPdf"
        label={t('fields.identityPdf')}
        rules={fileRules(PDF_CONTENT_TYPES, driver === null)}
      >
        <DriverFileInput
          accept={PDF_ACCEPT}
          testId="driver-upload-identity"
          currentName={driver?.identityPdf?.originalName}
        />
      </Form.Item>

      {save.isPending && (
        <Progress
          percent={percent}
          status="active"
          data-testid="driver-form-progress"
          aria-label={t('form.uploading', { percent })}
        />
      )}
      {showFormError && <FormError error={formError} testId="driver-form-error" />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="driver-form-submit"
        >
          {driver ? t('form.save') : t('form.add')}
        </Button>
      </Flex>
    </Form>
  );
}
