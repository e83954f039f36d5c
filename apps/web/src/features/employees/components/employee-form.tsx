import {
  createEmployeeRequestSchema,
  ErrorCode,
  updateEmployeeRequestSchema,
  type Employee,
} from '@freight/shared';
import { App, Button, Flex, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { FormError } from '../../../ui/form-error';
import { PersonFields, type PersonField } from '../../../ui/person-fields';
import { useCreateEmployee } from '../api/create-employee';
import type { EmployeeSection } from '../api/get-employees';
import { useUpdateEmployee } from '../api/update-employee';

export interface EmployeeFormValues {
  lastName: string;
  firstName: string;
  middleName?: string;
  iin: string;
  email: string;
  phone: string;
  canSign: boolean;
  password?: string;
}

const PERSON_FIELDS: readonly PersonField[] = [
  'lastName',
  'firstName',
  'middleName',
  'iin',
  'email',
  'phone',
];
const SERVER_FIELDS = [...PERSON_FIELDS, 'canSign', 'password'];

function initialValuesOf(employee: Employee | null): Partial<EmployeeFormValues> {
  if (!employee) return { canSign: false };
  return {
    lastName: employee.lastName,
    firstName: employee.firstName,
    middleName: employee.middleName ?? '',
    iin: employee.iin ?? '',
    email: employee.login,
    phone: employee.phone ?? '',
    canSign: employee.canSign,
  };
}

interface EmployeeFormProps {
  section: EmployeeSection;
  /** `null` adds a new person. */
  employee: Employee | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Adds or edits an employee or logistician with the server's own schema: Cyrillic names, an
 * IIN with a valid check digit, a password on creation (optional on edit).
 */
export function EmployeeForm({ section, employee, onDone, onCancel }: EmployeeFormProps) {
  const { t } = useTranslation('employees');
  const { message } = App.useApp();
  const [form] = Form.useForm<EmployeeFormValues>();
  const create = useCreateEmployee(section);
  const update = useUpdateEmployee(section);
  const active = employee ? update : create;
  const schema = employee ? updateEmployeeRequestSchema : createEmployeeRequestSchema;

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === ErrorCode.EXPEDITOR_ALREADY_EXISTS) {
      form.setFields([{ name: 'email', errors: [t('form.emailTaken')] }]);
    } else if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onCancel();
    } else {
      showServerFieldErrors(form, error.fields, SERVER_FIELDS);
    }
  };

  const onFinish = (values: EmployeeFormValues) => {
    const base = { ...values, middleName: values.middleName ?? '' };
    if (employee) {
      const request = updateEmployeeRequestSchema.parse({
        ...base,
        password: values.password || undefined,
        version: employee.version,
      });
      update.mutate(
        { id: employee.id, request },
        {
          onSuccess: () => {
            void message.success(t('form.saved'));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(createEmployeeRequestSchema.parse(base), {
        onSuccess: () => {
          void message.success(t(`form.created.${section}`));
          onDone();
        },
        onError,
      });
    }
  };

  // Errors with a place in the form show there; the rest above the buttons.
  const shownInline =
    isApiError(active.error) &&
    (active.error.code === ErrorCode.EXPEDITOR_ALREADY_EXISTS ||
      active.error.code === ErrorCode.VERSION_CONFLICT ||
      Object.keys(active.error.fields).some((field) => SERVER_FIELDS.includes(field)));

  return (
    <Form<EmployeeFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValuesOf(employee)}
      onFinish={onFinish}
      onValuesChange={() => active.reset()}
      autoComplete="off"
      data-testid="employee-form"
      // The shared schema, not the browser, says what is wrong with an e-mail (decision 004).
      noValidate
    >
      <PersonFields schema={schema} fields={PERSON_FIELDS} testIdPrefix="employee-form" />
      <Form.Item
        name="canSign"
        label={t('form.canSign')}
        extra={t('form.canSignHint')}
        valuePropName="checked"
      >
        <Switch data-testid="employee-form-canSign" />
      </Form.Item>
      <PersonFields
        schema={schema}
        fields={['password']}
        testIdPrefix="employee-form"
        passwordOptional={employee !== null}
      />
      {!shownInline && <FormError error={active.error} testId="employee-form-error" />}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={active.isPending}
          data-testid="employee-form-submit"
        >
          {employee ? t('form.save') : t('form.create')}
        </Button>
      </Flex>
    </Form>
  );
}
