import type { Employee } from '@freight/shared';
import { Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../lib/account/account-display';
import { formatDate } from '../lib/format/format';
import { ActiveTag } from './active-tag';
import { DataList, type DataListPagination } from './data-list';

interface EmployeeTableProps {
  items: readonly Employee[] | undefined;
  loading?: boolean;
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; description?: string; action?: ReactNode };
  /** Inside a section of another page (the security service's company view). */
  compact?: boolean;
  pagination?: DataListPagination;
  /** The owner's buttons for a row (edit, deactivate); the security service only looks. */
  actions?: (employee: Employee) => ReactNode;
}

function SignatureTag({ canSign }: { canSign: boolean }) {
  const { t } = useTranslation('employees');
  return canSign ? (
    <Tag color="blue">{t('table.canSign')}</Tag>
  ) : (
    <Typography.Text type="secondary">{t('table.cannotSign')}</Typography.Text>
  );
}

/**
 * A company's people: the forwarder's employees and the carrier's logisticians on the owner's
 * screens, and the employee table of the security service's company view. Texts: `employees`.
 */
export function EmployeeTable({ items, actions, ...state }: EmployeeTableProps) {
  const { t } = useTranslation('employees');
  const columns: TableColumnsType<Employee> = [
    {
      key: 'name',
      title: t('table.name'),
      render: (_, employee) => (
        <Flex vertical>
          <Typography.Text strong>{personFullName(employee)}</Typography.Text>
          <Typography.Text type="secondary">{employee.login}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'iin', title: t('table.iin'), render: (_, employee) => employee.iin ?? '—' },
    { key: 'phone', title: t('table.phone'), render: (_, employee) => employee.phone ?? '—' },
    {
      key: 'canSign',
      title: t('table.signature'),
      render: (_, employee) => <SignatureTag canSign={employee.canSign} />,
    },
    {
      key: 'status',
      title: t('table.status'),
      render: (_, employee) => <ActiveTag active={employee.isActive} />,
    },
    {
      key: 'createdAt',
      title: t('table.createdAt'),
      render: (_, employee) => formatDate(employee.createdAt),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      align: 'right',
      render: (_, employee) => actions(employee),
    });
  }

  return (
    <DataList<Employee>
      {...state}
      loading={state.loading ?? false}
      items={items}
      rowKey={(employee) => employee.id}
      rowAttributes={(employee) => ({
        'data-testid': 'employee-row',
        'data-login': employee.login,
        'data-active': String(employee.isActive),
      })}
      columns={columns}
      renderCard={(employee) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{personFullName(employee)}</Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {employee.login}
          </Typography.Text>
          <Typography.Text>
            {t('table.iin')}: {employee.iin ?? '—'} · {employee.phone ?? '—'}
          </Typography.Text>
          <Space size={4} wrap>
            <ActiveTag active={employee.isActive} />
            <SignatureTag canSign={employee.canSign} />
          </Space>
          {actions && <div>{actions(employee)}</div>}
        </Flex>
      )}
    />
  );
}
