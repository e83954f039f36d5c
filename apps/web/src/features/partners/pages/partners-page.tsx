import { PlusOutlined } from '@ant-design/icons';
import type { Partner } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListActionButton, type ListAction } from '../../../ui/list-page/list-action';
import { ListPage } from '../../../ui/list-page/list-page';
import { partnerListQueryOptions } from '../api/partners';
import { PartnerModal } from '../components/partner-form';
import { PartnerList } from '../components/partner-list';

/** `/admin/partners`: the partners the homepage shows — add, edit, hide, reorder, delete. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const query = useQuery(partnerListQueryOptions());
  const [editing, setEditing] = useState<{
    open: boolean;
    partner: Partner | null;
    session: number;
  }>({ open: false, partner: null, session: 0 });
  const open = (partner: Partner | null) =>
    setEditing((current) => ({ open: true, partner, session: current.session + 1 }));
  const add: ListAction = {
    label: t('add'),
    icon: <PlusOutlined />,
    testId: 'partner-add',
    onClick: () => open(null),
  };

  return (
    <ListPage
      testId="partners-page"
      subtitle={t('subtitle')}
      extra={<ListActionButton action={add} />}
    >
      <PartnerList
        items={query.data?.items}
        loading={query.isPending}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        empty={{
          title: t('empty.title'),
          description: t('empty.description'),
          action: <ListActionButton action={add} testIdSuffix="-empty" />,
        }}
        onEdit={open}
      />
      <PartnerModal
        open={editing.open}
        partner={editing.partner}
        session={editing.session}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </ListPage>
  );
}
