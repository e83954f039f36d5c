import type { LoginResponse } from '@freight/shared';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SIGNED_IN_LANDING_PATH } from '../../../lib/routing/landing-path';
import { AuthLayout } from '../../../ui/auth-layout';
import { LoginForm } from '../components/login-form';

/** Where a rejected company's owner reads the reviewer's comment and resubmits. */
export const REGISTRATION_STATUS_PATH = '/registration-status';

/** The page the guard sent the user away from, if it is one worth returning to. */
function rememberedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('/login')) return null;
  return from;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();

  const onSignedIn = ({ account }: LoginResponse) => {
    const target =
      account.companyStatus === 'REJECTED'
        ? REGISTRATION_STATUS_PATH
        : (rememberedPath(location.state) ?? SIGNED_IN_LANDING_PATH);
    void navigate(target, { replace: true });
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Tabs
        // Only the active form stays mounted, so the two forms' test ids never coexist.
        destroyOnHidden
        items={[
          {
            key: 'company',
            label: <span data-testid="login-tab-company">{t('login.tabCompany')}</span>,
            children: <LoginForm portal="company" onSignedIn={onSignedIn} />,
          },
          {
            key: 'cb',
            label: <span data-testid="login-tab-cb">{t('login.tabCb')}</span>,
            children: <LoginForm portal="cb" onSignedIn={onSignedIn} />,
          },
        ]}
      />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Link to="/forgot-password" data-testid="forgot-password-link">
          {t('login.forgotPassword')}
        </Link>
        <span>
          {t('login.noAccount')}{' '}
          <Link to="/sign-up" data-testid="sign-up-link">
            {t('login.signUp')}
          </Link>
        </span>
      </Flex>
    </AuthLayout>
  );
}
