import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import type { Partner } from '@freight/shared';
import { App, Button, Flex, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { usePartnerMutations } from '../api/partners';
import type { DataColumns } from '../../../ui/list-page/data-table';

interface PartnerListProps extends DataListViewProps<Partner> {
  onEdit: (partner: Partner) => void;
}

function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <img
      src={partner.logoUrl}
      alt={partner.name}
      data-testid="partner-logo"
      style={{ height: 40, maxWidth: 120, objectFit: 'contain', display: 'block' }}
    />
  );
}

function PartnerSite({ partner }: { partner: Partner }) {
  if (!partner.url) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Link
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {partner.url}
    </Typography.Link>
  );
}

/** The admin's partners: a table, or cards on a phone, each with its own controls. */
export function PartnerList({ onEdit, ...props }: PartnerListProps) {
  const { t } = useTranslation('partners');
  const { modal, message } = App.useApp();
  const { update, reorder, remove } = usePartnerMutations();
  const items = props.items ?? [];
  const busy = reorder.isPending || update.isPending || remove.isPending;

  const move = (index: number, step: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + step, 0, moved);
    reorder.mutate(ids);
  };
  const confirmDelete = (partner: Partner) => {
    void modal.confirm({
      title: t('delete.confirmTitle', { name: partner.name }),
      content: t('delete.confirmText'),
      okText: t('delete.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'partner-delete-confirm' },
      onOk: () =>
        remove
          .mutateAsync(partner.id)
          .then(() => void message.success(t('delete.done', { name: partner.name })))
          .catch(() => undefined),
    });
  };

  const VisibleSwitch = ({ partner }: { partner: Partner }) => (
    <Space size={8}>
      <Switch
        checked={partner.visible}
        loading={update.isPending && update.variables.id === partner.id}
        aria-label={t('columns.visible')}
        data-testid="partner-visible"
        onChange={(visible) => update.mutate({ id: partner.id, visible })}
      />
      <Typography.Text type="secondary">
        {partner.visible ? t('visibility.shown') : t('visibility.hidden')}
      </Typography.Text>
    </Space>
  );
  const Controls = ({ partner, index }: { partner: Partner; index: number }) => (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('actions.up')}
        title={t('actions.up')}
        disabled={index === 0 || busy}
        data-testid="partner-up"
        onClick={() => move(index, -1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('actions.down')}
        title={t('actions.down')}
        disabled={index === items.length - 1 || busy}
        data-testid="partner-down"
        onClick={() => move(index, 1)}
      />
      <Button
        size="small"
        icon={<EditOutlined />}
        data-testid="partner-edit"
        onClick={() => onEdit(partner)}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('actions.delete')}
        title={t('actions.delete')}
        data-testid="partner-delete"
        onClick={() => confirmDelete(partner)}
      />
    </Space>
  );

  const columns: DataColumns<Partner> = [
    {
      key: 'logo',
      title: t('columns.logo'),
      width: 140,
      render: (_, item) => <PartnerLogo partner={item} />,
    },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, item) => <Typography.Text strong>{item.name}</Typography.Text>,
    },
    { key: 'url', title: t('columns.url'), render: (_, item) => <PartnerSite partner={item} /> },
    {
      key: 'visible',
      title: t('columns.visible'),
      render: (_, item) => <VisibleSwitch partner={item} />,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      render: (_, item, index) => <Controls partner={item} index={index} />,
    },
  ];

  return (
    <DataList<Partner>
      {...props}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({
        'data-testid': 'partner-row',
        'data-name': item.name,
        'data-visible': String(item.visible),
      })}
      columns={columns}
      renderCard={(item) => {
        const index = items.indexOf(item);
        return (
          <Flex vertical gap={8}>
            <Flex align="center" gap={12}>
              <PartnerLogo partner={item} />
              <Typography.Text strong>{item.name}</Typography.Text>
            </Flex>
            <PartnerSite partner={item} />
            <VisibleSwitch partner={item} />
            <Controls partner={item} index={index} />
          </Flex>
        );
      }}
    />
  );
}
