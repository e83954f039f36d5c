import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * After a resubmission the session is over (the next refresh would answer 'Registration is
 * not approved'): say what happens next instead of letting the session fail later.
 */
export function ResubmittedNotice() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  return (
    <div data-testid="registration-resubmitted">
      <Result
        status="success"
        title={t('status.resubmittedTitle')}
        subTitle={t('status.resubmittedText')}
        extra={
          <Button
            type="primary"
            data-testid="registration-to-login"
            onClick={() => void navigate('/login', { replace: true })}
          >
            {t('status.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
