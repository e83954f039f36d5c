import { createStaffRequestSchema, ErrorCode, Role, type StaffRole } from '@freight/shared';
import { App, Button, Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { PersonFields, type PersonField } from '../../../ui/person-fields';
import { useCreateStaff } from '../api/create-staff';

interface StaffFormValues {
  role: StaffRole;
  lastName: string;
  firstName: string;
  middleName?: string;
  email: string;
  phone: string;
  password: string;
}

const PERSON_FIELDS: readonly PersonField[] = [
  'lastName',
  'firstName',
  'middleName',
  'email',
  'phone',
  'password',
];
const SERVER_FIELDS = ['role', ...PERSON_FIELDS];
const STAFF_ROLE_OPTIONS: readonly StaffRole[] = [Role.CB, Role.MODERATOR];

interface StaffFormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** A new security-service (CB) or moderator account, checked with the server's schema. */
export function StaffForm({ onDone, onCancel }: StaffFormProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffFormValues>();
  const create = useCreateStaff();
  const role = Form.useWatch('role', form);

  const onFinish = (values: StaffFormValues) => {
    const request = createStaffRequestSchema.parse({
      ...values,
      middleName: values.middleName ?? '',
    });
    create.mutate(request, {
      onSuccess: (member) => {
        void message.success(t('form.created', { login: member.login }));
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.code === ErrorCode.EXPEDITOR_ALREADY_EXISTS) {
          form.setFields([{ name: 'email', errors: [t('form.emailTaken')] }]);
        } else showServerFieldErrors(form, error.fields, SERVER_FIELDS);
      },
    });
  };

  const shownInline =
    isApiError(create.error) &&
    (create.error.code === ErrorCode.EXPEDITOR_ALREADY_EXISTS ||
      Object.keys(create.error.fields).some((field) => SERVER_FIELDS.includes(field)));

  return (
    <Form<StaffFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ role: Role.CB }}
      onFinish={onFinish}
      onValuesChange={() => create.reset()}
      autoComplete="off"
      data-testid="staff-form"
      // The shared schema, not the browser, says what is wrong with an e-mail (decision 004).
      noValidate
    >
      <Form.Item
        name="role"
        label={t('form.role')}
        extra={role === Role.MODERATOR ? t('form.roleHint.moderator') : t('form.roleHint.cb')}
        rules={[zodFormRule(createStaffRequestSchema, 'role')]}
      >
        <Radio.Group data-testid="staff-form-role" optionType="button" buttonStyle="solid">
          {STAFF_ROLE_OPTIONS.map((option) => (
            <Radio.Button key={option} value={option}>
              <span data-testid={`staff-form-role-${option}`}>{t(`common:roles.${option}`)}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <PersonFields
        schema={createStaffRequestSchema}
        fields={PERSON_FIELDS}
        testIdPrefix="staff-form"
      />
      {!shownInline && <FormError error={create.error} testId="staff-form-error" />}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          data-testid="staff-form-submit"
        >
          {t('form.create')}
        </Button>
      </Flex>
    </Form>
  );
}
