import { updateProfileRequestSchema, type Profile } from '@freight/shared';
import { App, Button, Descriptions, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../lib/account/account-display';
import { isApiError } from '../../../lib/http/api-error';
import { showServerFieldErrors } from '../../../lib/forms/zod-form-rule';
import { FormError } from '../../../ui/form-error';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { PersonFields, type PersonField } from '../../../ui/person-fields';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

interface PersonalValues {
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
}

const FIELDS: readonly PersonField[] = ['lastName', 'firstName', 'middleName', 'phone'];

function PersonalDataForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<PersonalValues>();
  const update = useUpdateProfile();

  const onFinish = (values: PersonalValues) => {
    const request = updateProfileRequestSchema.parse({ ...values, version: profile.version });
    update.mutate(request, {
      onSuccess: () => void message.success(t('saved')),
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields, FIELDS);
      },
    });
  };

  return (
    <Form<PersonalValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        lastName: profile.lastName,
        firstName: profile.firstName,
        middleName: profile.middleName ?? '',
        phone: profile.phone ?? '',
      }}
      onFinish={onFinish}
      onValuesChange={() => update.reset()}
      style={{ maxWidth: 560 }}
    >
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'login',
            label: t('personal.login'),
            children: <span data-testid="profile-login">{profile.login}</span>,
          },
          {
            key: 'role',
            label: t('personal.role'),
            children: t(`common:${roleLabelKey(profile.role)}`),
          },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('personal.cyrillicHint')}</Typography.Paragraph>
      <PersonFields schema={updateProfileRequestSchema} fields={FIELDS} testIdPrefix="profile" />
      <FormError error={update.error} testId="profile-error" />
      <Button
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        data-testid="profile-save"
      >
        {t('save')}
      </Button>
    </Form>
  );
}

/** The own names and phone; the top bar follows a change at once. */
export function PersonalDataTab() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return <PageError error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  // A new version (after a save, a password change or a conflict) starts from the server's data.
  return <PersonalDataForm key={profile.data.version} profile={profile.data} />;
}
