import { UploadOutlined } from '@ant-design/icons';
import {
  IMAGE_CONTENT_TYPES,
  PARTNER_LOGO_MAX_BYTES,
  ValidationMessage,
  partnerFieldsSchema,
  type Partner,
} from '@freight/shared';
import { App, Button, Flex, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';
import { FormError } from '../../../ui/form-error';
import { usePartnerMutations } from '../api/partners';

interface PartnerFormValues {
  name: string;
  url?: string;
  logo?: UploadFile[];
}

const SERVER_FIELDS = ['name', 'url', 'logo'];

/** The logo as the browser has it, checked like the server will (type and size). */
function logoProblem(files: UploadFile[] | undefined): string | null {
  const file = files?.[0]?.originFileObj;
  if (!file) return ValidationMessage.FILE_REQUIRED;
  if (!IMAGE_CONTENT_TYPES.some((type) => type === file.type)) return ValidationMessage.FILE_TYPE;
  if (file.size > PARTNER_LOGO_MAX_BYTES) return ValidationMessage.FILE_TOO_LARGE;
  return null;
}

interface PartnerFormProps {
  /** `null` adds a partner (with its logo); a partner is edited (name and site). */
  partner: Partner | null;
  onDone: () => void;
}

function PartnerForm({ partner, onDone }: PartnerFormProps) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const [form] = Form.useForm<PartnerFormValues>();
  const { create, update } = usePartnerMutations();
  const mutation = partner ? update : create;

  const onError = (error: unknown) => {
    if (isApiError(error)) showServerFieldErrors(form, error.fields, SERVER_FIELDS);
  };
  const onFinish = (values: PartnerFormValues) => {
    const fields = { name: values.name, url: values.url ?? '' };
    if (partner) {
      update.mutate(
        { id: partner.id, ...fields },
        {
          onSuccess: () => {
            void message.success(t('form.saved'));
            onDone();
          },
          onError,
        },
      );
      return;
    }
    const logo = values.logo?.[0]?.originFileObj;
    if (!logo) return;
    create.mutate(
      { ...fields, logo },
      {
        onSuccess: (created) => {
          void message.success(t('form.created', { name: created.name }));
          onDone();
        },
        onError,
      },
    );
  };
  const shownInline =
    isApiError(mutation.error) &&
    Object.keys(mutation.error.fields).some((field) => SERVER_FIELDS.includes(field));

  return (
    <Form<PartnerFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={partner ? { name: partner.name, url: partner.url ?? '' } : {}}
      onFinish={onFinish}
      onValuesChange={() => mutation.reset()}
      autoComplete="off"
      data-testid="partner-form"
      noValidate
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[zodFormRule(partnerFieldsSchema, 'name')]}
      >
        <Input data-testid="partner-form-name" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('form.url')}
        extra={t('form.urlHint')}
        rules={[zodFormRule(partnerFieldsSchema, 'url')]}
      >
        <Input data-testid="partner-form-url" inputMode="url" placeholder="https://" />
      </Form.Item>
      {!partner && (
        <Form.Item
          name="logo"
          label={t('form.logo')}
          extra={t('form.logoHint')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[
            {
              validator: (_, files: UploadFile[] | undefined) => {
                const problem = logoProblem(files);
                return problem
                  ? Promise.reject(new Error(translateValidationMessage(problem)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Upload
            accept={IMAGE_CONTENT_TYPES.join(',')}
            listType="picture"
            maxCount={1}
            // The file goes with the form, not on its own.
            beforeUpload={() => false}
            data-testid="partner-form-logo"
          >
            <Button icon={<UploadOutlined />}>{t('form.chooseLogo')}</Button>
          </Upload>
        </Form.Item>
      )}
      {!shownInline && <FormError error={mutation.error} testId="partner-form-error" />}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={mutation.isPending}
          data-testid="partner-form-submit"
        >
          {partner ? t('form.save') : t('form.create')}
        </Button>
      </Flex>
    </Form>
  );
}

interface PartnerModalProps {
  open: boolean;
  partner: Partner | null;
  /** A new form per opening, so no earlier input lingers. */
  session: number;
  onClose: () => void;
}

/** The add-and-edit dialog of the partners screen. */
export function PartnerModal({ open, partner, session, onClose }: PartnerModalProps) {
  const { t } = useTranslation('partners');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={partner ? t('form.editTitle') : t('form.addTitle')}
      footer={null}
      destroyOnHidden
    >
      <PartnerForm key={session} partner={partner} onDone={onClose} />
    </Modal>
  );
}
