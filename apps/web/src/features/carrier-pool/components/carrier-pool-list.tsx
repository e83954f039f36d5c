import { DeleteOutlined } from '@ant-design/icons';
import { CarrierPoolSource, type CarrierPoolMember } from '@freight/shared';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import type { DataColumns } from '../../../ui/list-page/data-table';
import { RowActionButton } from '../../../ui/list-page/row-actions';
import { useRemoveFromCarrierPool } from '../api/remove-from-carrier-pool';

/** How a member came in, when and by whom, in the reader's words. */
function useMemberWords() {
  const { t } = useTranslation('pool');
  return {
    source: (member: CarrierPoolMember) =>
      member.source === CarrierPoolSource.ORDER
        ? member.orderNumber
          ? t('source.ORDER', { number: member.orderNumber })
          : t('source.orderUnknown')
        : t(`source.${member.source}`),
    added: (member: CarrierPoolMember) =>
      member.addedBy
        ? t('addedBy', {
            date: formatDate(member.addedAt),
            name: `${member.addedBy.lastName} ${member.addedBy.firstName}`,
          })
        : formatDate(member.addedAt),
  };
}

function RemoveMemberButton({
  member,
  iconOnly,
}: {
  member: CarrierPoolMember;
  iconOnly: boolean;
}) {
  const { t } = useTranslation('pool');
  const { message, modal } = App.useApp();
  const remove = useRemoveFromCarrierPool();
  const confirmRemove = () => {
    void modal.confirm({
      title: t('remove.title', { name: member.companyName }),
      content: t('remove.text'),
      okText: t('remove.button'),
      cancelText: t('remove.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'carrier-pool-remove-confirm' },
      onOk: () =>
        remove
          .mutateAsync(member.carrierCompanyId)
          .then(() => void message.success(t('remove.done', { name: member.companyName })))
          .catch(() => undefined),
    });
  };
  return (
    <RowActionButton
      iconOnly={iconOnly}
      danger
      icon={<DeleteOutlined />}
      label={t('remove.button')}
      testId="carrier-pool-remove"
      loading={remove.isPending}
      onClick={confirmRemove}
    />
  );
}

/** The pool's carriers: a table on a desktop, cards on a phone, each with its removal. */
export function CarrierPoolList(props: DataListViewProps<CarrierPoolMember>) {
  const { t } = useTranslation('pool');
  const words = useMemberWords();
  const columns: DataColumns<CarrierPoolMember> = [
    {
      key: 'company',
      title: t('columns.company'),
      render: (_, member) => (
        <Flex vertical>
          <Typography.Text strong>{member.companyName}</Typography.Text>
          <Typography.Text type="secondary">{t('bin', { bin: member.bin })}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'source', title: t('columns.source'), render: (_, member) => words.source(member) },
    { key: 'added', title: t('columns.added'), render: (_, member) => words.added(member) },
    {
      key: 'deals',
      title: t('columns.deals'),
      align: 'right',
      render: (_, member) => member.completedDeals,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      render: (_, member) => <RemoveMemberButton member={member} iconOnly />,
    },
  ];
  return (
    <DataList<CarrierPoolMember>
      {...props}
      rowKey={(member) => member.carrierCompanyId}
      rowAttributes={(member) => ({
        'data-testid': 'carrier-pool-member',
        'data-company-id': member.carrierCompanyId,
        'data-source': member.source,
      })}
      columns={columns}
      renderCard={(member) => (
        <Flex vertical gap={4}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {member.companyName}
          </Typography.Text>
          <Typography.Text type="secondary">{t('bin', { bin: member.bin })}</Typography.Text>
          <Typography.Text>{words.source(member)}</Typography.Text>
          <Typography.Text type="secondary">{words.added(member)}</Typography.Text>
          <Typography.Text>{t('deals', { count: member.completedDeals })}</Typography.Text>
          <Flex justify="flex-end">
            <RemoveMemberButton member={member} iconOnly={false} />
          </Flex>
        </Flex>
      )}
    />
  );
}
