import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Step 3: the registration waits for the security service; the login follows its decision. */
export function SignUpSuccess({ email }: { email: string }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  return (
    <div data-testid="signup-success">
      <Result
        status="success"
        title={t('signUp.successTitle')}
        subTitle={t('signUp.successText', { email })}
        extra={
          <Button
            type="primary"
            data-testid="signup-to-login"
            onClick={() => void navigate('/login')}
          >
            {t('signUp.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
