import { Role, type StaffMember } from '@freight/shared';
import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { formatDate } from '../../../lib/format/format';
import { ActiveTag } from '../../../ui/active-tag';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { StaffActions } from './staff-actions';
import type { DataColumns } from '../../../ui/list-page/data-table';

function RoleTag({ role }: { role: StaffMember['role'] }) {
  const { t } = useTranslation();
  return <Tag color={role === Role.CB ? 'purple' : 'cyan'}>{t(`roles.${role}`)}</Tag>;
}

/** The platform's staff accounts: a table, or cards on a phone. */
export function StaffList(props: DataListViewProps<StaffMember>) {
  const { t } = useTranslation('admin');
  const columns: DataColumns<StaffMember> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, member) => (
        <Flex vertical>
          <Typography.Text strong>{personFullName(member)}</Typography.Text>
          <Typography.Text type="secondary">{member.login}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'role',
      title: t('columns.role'),
      render: (_, member) => <RoleTag role={member.role} />,
    },
    { key: 'phone', title: t('columns.phone'), render: (_, member) => member.phone ?? '—' },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, member) => <ActiveTag active={member.isActive} />,
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      render: (_, member) => formatDate(member.createdAt),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      render: (_, member) => <StaffActions member={member} />,
    },
  ];

  return (
    <DataList<StaffMember>
      {...props}
      rowKey={(member) => member.id}
      rowAttributes={(member) => ({
        'data-testid': 'staff-row',
        'data-login': member.login,
        'data-role': member.role,
        'data-active': String(member.isActive),
      })}
      columns={columns}
      renderCard={(member) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{personFullName(member)}</Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {member.login}
          </Typography.Text>
          <Typography.Text>{member.phone ?? '—'}</Typography.Text>
          <Space size={4} wrap>
            <RoleTag role={member.role} />
            <ActiveTag active={member.isActive} />
          </Space>
          <div>
            <StaffActions member={member} />
          </div>
        </Flex>
      )}
    />
  );
}
