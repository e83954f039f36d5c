import type { Employee } from '@freight/shared';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../lib/account/account-display';
import { formatDate } from '../lib/format/format';
import { ActiveTag } from './active-tag';
import { DataList, type DataListViewProps } from './list-page/data-list';
import type { DataColumns } from './list-page/data-table';

interface EmployeeTableProps extends DataListViewProps<Employee> {
  /** The owner's buttons for a row (edit, deactivate); the security service only looks. */
  actions?: (employee: Employee) => ReactNode;
}

function SignatureTag({ canSign }: { canSign: boolean }) {
  const { t } = useTranslation('employees');
  return canSign ? (
    <Tag color="blue" style={{ marginInlineEnd: 0 }}>
      {t('table.canSign')}
    </Tag>
  ) : (
    <Typography.Text type="secondary">{t('table.cannotSign')}</Typography.Text>
  );
}

/**
 * A company's people: the forwarder's employees and the carrier's logisticians on the owner's
 * screens, and the employee table of the security service's company view. Texts: `employees`.
 */
export function EmployeeTable({ actions, ...state }: EmployeeTableProps) {
  const { t } = useTranslation('employees');
  const columns: DataColumns<Employee> = [
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
          <Flex wrap gap={4} align="center">
            <ActiveTag active={employee.isActive} />
            {/* Without the column header above it, a bare "No" would say nothing. */}
            <Typography.Text type="secondary" data-testid="employee-signature">
              {t('table.signature')}: <SignatureTag canSign={employee.canSign} />
            </Typography.Text>
          </Flex>
          {actions && <div>{actions(employee)}</div>}
        </Flex>
      )}
    />
  );
}
