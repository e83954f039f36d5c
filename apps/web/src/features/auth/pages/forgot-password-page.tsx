import { Button, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../ui/auth-layout';
import { ForgotCodeStep } from '../components/forgot-code-step';
import { ForgotEmailStep } from '../components/forgot-email-step';
import { ForgotPasswordStep } from '../components/forgot-password-step';

type RecoveryState =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; resetToken: string }
  | { step: 'done'; email: string };

const STEP_INDEX = { email: 0, code: 1, password: 2, done: 3 } as const;

/** Password recovery: e-mail → 6-digit code → new password (spec section 7). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [state, setState] = useState<RecoveryState>({ step: 'email', email: '' });
  const startOver = () => setState({ step: 'email', email: state.email });

  return (
    <AuthLayout title={t('forgot.title')}>
      <Steps
        size="small"
        current={STEP_INDEX[state.step]}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('forgot.stepEmail') },
          { title: t('forgot.stepCode') },
          { title: t('forgot.stepPassword') },
        ]}
      />
      {state.step === 'email' && (
        <ForgotEmailStep
          initialEmail={state.email}
          onSent={(email) => setState({ step: 'code', email })}
        />
      )}
      {state.step === 'code' && (
        <ForgotCodeStep
          email={state.email}
          onVerified={(resetToken) =>
            setState({ step: 'password', email: state.email, resetToken })
          }
          onChangeEmail={startOver}
        />
      )}
      {state.step === 'password' && (
        <ForgotPasswordStep
          email={state.email}
          resetToken={state.resetToken}
          onDone={() => setState({ step: 'done', email: state.email })}
          onStartOver={startOver}
        />
      )}
      {state.step === 'done' && (
        <div data-testid="forgot-success">
          <Result
            status="success"
            title={t('forgot.successTitle')}
            subTitle={t('forgot.successText')}
            extra={
              <Button type="primary" onClick={() => void navigate('/login')}>
                {t('forgot.backToLogin')}
              </Button>
            }
          />
        </div>
      )}
      {state.step !== 'done' && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login" data-testid="back-to-login">
            {t('forgot.backToLogin')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
