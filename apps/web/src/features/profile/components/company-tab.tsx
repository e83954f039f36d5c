import { CompanyStatus } from '@freight/shared';
import { Alert, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useCompany } from '../api/get-company';
import { CompanyDetails } from './company-details';
import { CompanyDocuments } from './company-documents';
import { CompanyEditForm } from './company-edit-form';
import { CompanyStatusTag } from '../../../ui/status-tag/status-tag';

/** The company's data: editable by its owner, read-only for its employees. */
export function CompanyTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('profile');
  const company = useCompany();
  const [sentToReview, setSentToReview] = useState(false);

  if (company.isPending) return <PageLoading />;
  if (company.isError) {
    return <PageError error={company.error} onRetry={() => void company.refetch()} />;
  }
  const data = company.data;
  return (
    <div data-testid="company-tab">
      <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('company.status')}</Typography.Text>
        <CompanyStatusTag status={data.status} testId="company-status" />
      </Flex>
      {(sentToReview || data.status === CompanyStatus.PENDING_REVIEW) && (
        <Alert
          type="warning"
          showIcon
          title={t('company.underReviewTitle')}
          description={t('company.underReviewText')}
          data-testid="company-under-review"
          style={{ marginBottom: 16 }}
        />
      )}
      {canEdit ? (
        <CompanyEditForm
          key={data.version}
          company={data}
          onSentToReview={() => setSentToReview(true)}
          onStale={() => void company.refetch()}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('company.readOnly')}</Typography.Paragraph>
          <CompanyDetails company={data} />
        </>
      )}
      <Divider />
      <CompanyDocuments documents={data.documents} />
    </div>
  );
}
