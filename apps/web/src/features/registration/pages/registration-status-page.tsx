import { LogoutOutlined } from '@ant-design/icons';
import { CompanyStatus, type CompanyProfile } from '@freight/shared';
import { Button, Col, Result, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useEndSession, useSignOut } from '../../../lib/session/sign-out';
import { useAccessToken } from '../../../lib/session/use-session';
import { AuthLayout } from '../../../ui/auth-layout';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useRegistrationStatus } from '../api/get-registration-status';
import { RegistrationVerdict } from '../components/registration-verdict';
import { ResubmitForm } from '../components/resubmit-form';
import { ResubmittedNotice } from '../components/resubmitted-notice';
import { ReviewHistory } from '../components/review-history';

function StatusBody({
  profile,
  onResubmitted,
  onStale,
}: {
  profile: CompanyProfile;
  onResubmitted: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation('registration');
  const signOut = useSignOut();
  if (profile.status === CompanyStatus.REJECTED) {
    return (
      <>
        <RegistrationVerdict profile={profile} />
        <Row gutter={[32, 24]}>
          <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
            <ResubmitForm
              key={profile.id}
              profile={profile}
              onResubmitted={onResubmitted}
              onStale={onStale}
            />
          </Col>
          <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
            <ReviewHistory events={profile.history} />
          </Col>
        </Row>
      </>
    );
  }
  // Resubmitted in another tab, or approved meanwhile: this session can do nothing more.
  return (
    <>
      <RegistrationVerdict profile={profile} />
      <Result
        status={profile.status === CompanyStatus.APPROVED ? 'success' : 'info'}
        title={t(`status.statuses.${profile.status}`)}
        extra={
          <Button type="primary" onClick={() => void signOut()}>
            {t('status.signInAgain')}
          </Button>
        }
      />
      <ReviewHistory events={profile.history} />
    </>
  );
}

function RegistrationStatusView({ onResubmitted }: { onResubmitted: () => void }) {
  const status = useRegistrationStatus();
  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    return <PageError error={status.error} onRetry={() => void status.refetch()} />;
  }
  return (
    <StatusBody
      profile={status.data}
      onResubmitted={onResubmitted}
      onStale={() => void status.refetch()}
    />
  );
}

/**
 * `/registration-status`: the owner of a rejected company reads the security service's comment
 * and the history, corrects the data and resubmits. Outside the signed-in layout: this session
 * may call nothing but the review endpoints.
 */
export function RegistrationStatusPage() {
  const { t } = useTranslation('registration');
  const token = useAccessToken();
  const signOut = useSignOut();
  const endSession = useEndSession();
  const [resubmitted, setResubmitted] = useState(false);

  // Once the notice has replaced the form (and its query), the session ends quietly here
  // rather than at the next refresh with an error.
  useEffect(() => {
    if (resubmitted) void endSession();
  }, [resubmitted, endSession]);

  // A signed-out visitor (or another tab's sign-out) goes to the login page, unless this page
  // ended the session itself after the resubmission.
  if (!token && !resubmitted) return <Navigate to="/login" replace />;

  return (
    <AuthLayout
      title={t('status.title')}
      maxWidth={1040}
      headerExtra={
        !resubmitted && (
          <Button
            type="text"
            icon={<LogoutOutlined />}
            data-testid="registration-signout"
            onClick={() => void signOut()}
          >
            {t('common:layout.signOut')}
          </Button>
        )
      }
    >
      <div data-testid="registration-status-page">
        {resubmitted ? (
          <ResubmittedNotice />
        ) : (
          <RegistrationStatusView onResubmitted={() => setResubmitted(true)} />
        )}
      </div>
    </AuthLayout>
  );
}
