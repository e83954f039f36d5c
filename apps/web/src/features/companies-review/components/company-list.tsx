import type { CompanySummary } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personFullName } from '../../../lib/account/account-display';
import { formatDateTime } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { companyPath } from './company-path';
import { CompanyStatusTag } from '../../../ui/status-tag/status-tag';
import type { DataColumns } from '../../../ui/list-page/data-table';

function CompanyLink({ company }: { company: CompanySummary }) {
  return (
    <Link to={companyPath(company)} data-testid="company-open" style={{ fontWeight: 600 }}>
      {company.organizationName}
    </Link>
  );
}

function OwnerCell({ company }: { company: CompanySummary }) {
  if (!company.owner) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      <span>{personFullName(company.owner)}</span>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {company.owner.login}
      </Typography.Text>
    </Flex>
  );
}

/** The security service's list of forwarders or carriers: a table, or cards on a phone. */
export function CompanyList(props: DataListViewProps<CompanySummary>) {
  const { t } = useTranslation('review');
  const columns: DataColumns<CompanySummary> = [
    {
      key: 'name',
      title: t('columns.organization'),
      sorter: true,
      render: (_, company) => <CompanyLink company={company} />,
    },
    { key: 'bin', title: t('columns.bin'), dataIndex: 'bin' },
    {
      key: 'owner',
      title: t('columns.owner'),
      render: (_, company) => <OwnerCell company={company} />,
    },
    {
      key: 'phone',
      title: t('columns.phone'),
      render: (_, company) => company.owner?.phone ?? '—',
    },
    {
      key: 'createdAt',
      title: t('columns.submittedAt'),
      sorter: true,
      // Newest first is the default order, so a click turns it round rather than off.
      sortDirections: ['descend', 'ascend'],
      render: (_, company) => formatDateTime(company.createdAt),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, company) => <CompanyStatusTag status={company.status} />,
    },
  ];

  return (
    <DataList<CompanySummary>
      {...props}
      rowKey={(company) => company.id}
      rowAttributes={(company) => ({
        'data-testid': 'company-row',
        'data-company-id': company.id,
        'data-login': company.owner?.login ?? '',
        'data-status': company.status,
      })}
      columns={columns}
      renderCard={(company) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <CompanyLink company={company} />
            <CompanyStatusTag status={company.status} />
          </Flex>
          <Typography.Text>
            {t('columns.bin')}: {company.bin}
          </Typography.Text>
          <OwnerCell company={company} />
          <Typography.Text type="secondary">
            {company.owner?.phone ?? '—'} · {formatDateTime(company.createdAt)}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
