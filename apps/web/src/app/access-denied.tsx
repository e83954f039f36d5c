import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** What a role without a screen's permission sees instead of the screen. */
export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="access-denied-page">
      <Result
        status="403"
        title={t('errors:ACCESS_DENIED')}
        subTitle={t('accessDenied.text')}
        extra={
          <Button
            type="primary"
            data-testid="access-denied-back"
            onClick={() => void navigate('/')}
          >
            {t('notFound.backHome')}
          </Button>
        }
      />
    </div>
  );
}
