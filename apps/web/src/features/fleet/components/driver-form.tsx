import {
  createDriverRequestSchema,
  ErrorCode,
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPES,
  updateDriverRequestSchema,
  type DriverDetail,
} from '@freight/shared';
import { Alert, App, Button, Divider, Flex, Form, Input, Progress } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { useSaveCompanyDriver } from '../api/save-company-driver';
import { DriverDocumentFields } from './driver-document-fields';
import { DriverFileInput } from './driver-file-input';
import {
  DRIVER_SERVER_FIELDS,
  driverFieldTestId,
  driverFormValuesOf,
  type DriverFormValues,
} from './driver-form-values';
import { iinRefusalOf, useIinRefusal } from './use-iin-refusal';

const PHOTO_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
const PDF_ACCEPT = [...PDF_CONTENT_TYPES, '.pdf'].join(',');

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
  const iin = useIinRefusal(form, driver === null);

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
    if (refusal) iin.refuse(refusal);
    else if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onCancel();
    } else showServerFieldErrors(form, error.fields, DRIVER_SERVER_FIELDS);
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
    const options = { onProgress: setPercent };
    if (driver) {
      const request = updateDriverRequestSchema.parse({ ...base, version: driver.version });
      save.mutate({ input: { id: driver.id, request, files }, options }, handlers);
    } else {
      const request = createDriverRequestSchema.parse(base);
      save.mutate({ input: { request, files }, options }, handlers);
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
      initialValues={driverFormValuesOf(driver)}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<DriverFormValues>) => {
        save.reset();
        if ('iin' in changed) iin.clear();
      }}
      autoComplete="off"
      data-testid="driver-form"
      noValidate
    >
      <Form.Item
        name="iin"
        label={t('fields.iin')}
        extra={driver ? t('form.iinFixed') : t('form.iinHint')}
        rules={[zodFormRule(createDriverRequestSchema, 'iin')]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input
          data-testid={driverFieldTestId('iin')}
          inputMode="numeric"
          maxLength={12}
          placeholder="000000000000"
          disabled={driver !== null}
          onBlur={iin.check}
        />
      </Form.Item>
      {iin.refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="driver-form-error"
          data-code={iin.refusal.code ?? ''}
          title={iin.refusalText(iin.refusal)}
          style={{ marginBottom: 16 }}
        />
      )}
      <DriverDocumentFields />

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
