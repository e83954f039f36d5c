import { CompanyStatus, type CompanyProfile } from '@freight/shared';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CompanyStatus, string> = {
  PENDING_REVIEW: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** Where the registration stands, and the security service's latest comment, prominently. */
export function RegistrationVerdict({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('registration');
  const rejected = profile.status === CompanyStatus.REJECTED;
  return (
    <div style={{ marginBottom: 24 }}>
      <Flex wrap align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {profile.organizationName}
        </Typography.Text>
        <Typography.Text type="secondary">{t('status.bin', { bin: profile.bin })}</Typography.Text>
        <Tag
          color={STATUS_COLORS[profile.status]}
          data-testid="registration-status"
          data-status={profile.status}
        >
          {t(`status.statuses.${profile.status}`)}
        </Tag>
      </Flex>
      <Typography.Paragraph type="secondary">
        {t(`status.explanations.${profile.status}`)}
      </Typography.Paragraph>
      {rejected && (
        <Alert
          type="error"
          showIcon
          title={t('status.comment')}
          description={
            <span
              data-testid="registration-review-comment"
              style={{ whiteSpace: 'pre-line', fontSize: 16 }}
            >
              {profile.reviewComment || t('status.noComment')}
            </span>
          }
        />
      )}
    </div>
  );
}
