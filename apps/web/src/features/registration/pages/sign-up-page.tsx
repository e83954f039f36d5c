import { CompanyKind } from '@freight/shared';
import { Button, Flex, Form, Segmented, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { signUpRoleFrom } from '../../../lib/routing/sign-up-role';
import { AuthLayout } from '../../../ui/auth-layout';
import { RoleChoice } from '../components/role-choice';
import { SignUpForm, type SignUpValues } from '../components/sign-up-form';
import { SignUpSuccess } from '../components/sign-up-success';

type SignUpState =
  | { step: 'role'; kind: CompanyKind | null }
  | { step: 'form'; kind: CompanyKind }
  | { step: 'done'; kind: CompanyKind; email: string };

const STEP_INDEX = { role: 0, form: 1, done: 2 } as const;

/**
 * `/sign-up` (public): role → the role's form → submitted for the security service's review;
 * `/sign-up?role=carrier` starts at the carrier's form.
 */
export function SignUpPage() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  // The homepage's "register as a forwarder / carrier" open the chosen role's form directly.
  const [state, setState] = useState<SignUpState>(() => {
    const kind = signUpRoleFrom(searchParams);
    return kind ? { step: 'form', kind } : { step: 'role', kind: null };
  });
  const [form] = Form.useForm<SignUpValues>();

  return (
    <AuthLayout title={t('signUp.title')} subtitle={t('signUp.subtitle')} maxWidth={800}>
      <Steps
        size="small"
        current={STEP_INDEX[state.step]}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('signUp.stepRole') },
          { title: t('signUp.stepDetails') },
          { title: t('signUp.stepDone') },
        ]}
      />
      {state.step === 'role' && (
        <RoleChoice selected={state.kind} onChoose={(kind) => setState({ step: 'form', kind })} />
      )}
      {state.step === 'form' && (
        <>
          <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text>{t('signUp.registeringAs')}</Typography.Text>
            <Segmented<CompanyKind>
              value={state.kind}
              onChange={(kind) => setState({ step: 'form', kind })}
              options={[
                { value: CompanyKind.FORWARDER, label: t(`roles.${CompanyKind.FORWARDER}.title`) },
                { value: CompanyKind.CARRIER, label: t(`roles.${CompanyKind.CARRIER}.title`) },
              ]}
            />
            <Button
              type="link"
              onClick={() => setState({ step: 'role', kind: state.kind })}
              style={{ paddingInline: 0 }}
            >
              {t('signUp.aboutRoles')}
            </Button>
          </Flex>
          <SignUpForm
            kind={state.kind}
            form={form}
            onRegistered={(_, email) => setState({ step: 'done', kind: state.kind, email })}
          />
        </>
      )}
      {state.step === 'done' && <SignUpSuccess email={state.email} />}
      {state.step !== 'done' && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          {t('signUp.haveAccount')}{' '}
          <Link to="/login" data-testid="signup-login-link">
            {t('signUp.signIn')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
