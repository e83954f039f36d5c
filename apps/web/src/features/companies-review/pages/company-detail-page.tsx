import { ArrowLeftOutlined } from '@ant-design/icons';
import { CompanyKind, CompanyStatus, type CompanyDetail } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { useCan } from '../../../lib/permissions';
import { EmployeeTable } from '../../../ui/employee-table';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useCompany } from '../api/get-company';
import { useExpeditor } from '../api/get-expeditor';
import { CompanyDocuments } from '../components/company-documents';
import { CompanyHistory } from '../components/company-history';
import { CompanyOverview } from '../components/company-overview';
import { companyListPath } from '../components/company-path';
import { CompanyStatusTag } from '../../../ui/status-tag/status-tag';
import { ReviewActions } from '../components/review-actions';

interface CompanyViewProps {
  /** The list this view belongs to (the route's kind), for the way back. */
  kind: CompanyKind;
  query: UseQueryResult<CompanyDetail>;
}

function BackLink({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('review');
  return (
    <Link to={companyListPath(kind)} data-testid="company-back">
      <ArrowLeftOutlined /> {t(`detail.back.${kind}`)}
    </Link>
  );
}

/** One company as the security service vets it: contacts, data, documents, people, history. */
function CompanyView({ kind, query }: CompanyViewProps) {
  const { t } = useTranslation('review');
  const can = useCan();

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    // An unknown login or id, or a malformed one, is simply not there.
    const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <div data-testid="company-missing">
        <BackLink kind={kind} />
        {missing ? (
          <PageEmpty title={t('detail.notFound')} />
        ) : (
          <PageError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const company = query.data;
  // Moderators and admins may look; only the security service decides.
  const canDecide = can('review:company:any') && company.status === CompanyStatus.PENDING_REVIEW;

  return (
    <Flex vertical gap={16} data-testid="company-detail" data-company-id={company.id}>
      <BackLink kind={kind} />
      <Flex wrap align="center" justify="space-between" gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{t(`kind.${company.kind}`)}</Typography.Text>
          <Flex wrap align="center" gap={8}>
            <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {company.organizationName}
            </Typography.Title>
            <CompanyStatusTag status={company.status} testId="company-status" />
          </Flex>
        </Flex>
        {canDecide && <ReviewActions company={company} onReload={() => void query.refetch()} />}
      </Flex>
      {company.status === CompanyStatus.REJECTED && company.reviewComment && (
        <Alert
          type="error"
          showIcon
          data-testid="company-review-comment"
          title={t('detail.rejectionComment')}
          description={
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {company.reviewComment}
            </span>
          }
        />
      )}
      <CompanyOverview company={company} />
      <CompanyDocuments documents={company.documents} />
      <Card title={t('detail.employees')} data-testid="company-employees">
        <EmployeeTable
          items={company.employees}
          loading={false}
          empty={{ title: t('detail.noEmployees') }}
          compact
        />
      </Card>
      <CompanyHistory history={company.history} />
    </Flex>
  );
}

/** `/expeditor/{login}`: a forwarder named by its owner's login. */
export function ExpeditorDetailPage() {
  const { login = '' } = useParams();
  const query = useExpeditor(login);
  return <CompanyView kind={CompanyKind.FORWARDER} query={query} />;
}

/** `/view-carrier/{id}`. */
export function CarrierDetailPage() {
  const { id = '' } = useParams();
  const query = useCompany(id);
  return <CompanyView kind={CompanyKind.CARRIER} query={query} />;
}
