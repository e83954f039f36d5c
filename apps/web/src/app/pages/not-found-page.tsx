import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccessToken } from '../../lib/session/use-session';
import { Logo } from '../../ui/logo';
import { AppLayout } from '../layout/app-layout';

function NotFoundContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAccessToken() !== null;
  return (
    <div data-testid="not-found-page">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <Button
            type="primary"
            data-testid="not-found-back"
            onClick={() => void navigate(signedIn ? '/' : '/login')}
          >
            {signedIn ? t('notFound.backHome') : t('notFound.backToLogin')}
          </Button>
        }
      />
    </div>
  );
}

/** Any unknown path: inside the layout when signed in, on its own otherwise. */
export function NotFoundPage() {
  const signedIn = useAccessToken() !== null;
  if (signedIn) {
    return (
      <AppLayout>
        <NotFoundContent />
      </AppLayout>
    );
  }
  return (
    <div style={{ minHeight: '100vh', padding: 16 }}>
      <Logo />
      <NotFoundContent />
    </div>
  );
}
