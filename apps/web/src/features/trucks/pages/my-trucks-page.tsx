import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { TruckOfferStatus, type TruckOffer } from '@freight/shared';
import { App, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { EditorDrawer, useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { ListTabs } from '../../../ui/list-page/list-tabs';
import { RowActionButton, RowActions } from '../../../ui/list-page/row-actions';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { ownTruckOffersQueryOptions, useWithdrawTruckOffer } from '../api/truck-offers';
import { MatchingOrders } from '../components/matching-orders';
import { useOfferWords } from '../components/truck-offer-facts';
import { TruckOfferForm } from '../components/truck-offer-form';
import { TruckOfferList } from '../components/truck-offer-list';

type Tab = 'current' | 'closed';

interface OfferActionsProps {
  offer: TruckOffer;
  iconOnly: boolean;
  onEdit: () => void;
  onMatching: () => void;
}

function OfferActions({ offer, iconOnly, onEdit, onMatching }: OfferActionsProps) {
  const { t } = useTranslation('trucks');
  const { message, modal } = App.useApp();
  const withdraw = useWithdrawTruckOffer();
  if (offer.status !== TruckOfferStatus.ACTIVE) return null;
  const confirmWithdraw = () => {
    void modal.confirm({
      title: t('withdraw.title', { plate: offer.vehicle.plateNumber }),
      content: t('withdraw.text'),
      okText: t('withdraw.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'truck-offer-withdraw-confirm' },
      onOk: () =>
        withdraw
          .mutateAsync(offer)
          .then(() => void message.success(t('withdraw.done')))
          .catch(() => undefined),
    });
  };
  return (
    <RowActions iconOnly={iconOnly}>
      <RowActionButton
        iconOnly={iconOnly}
        icon={<SearchOutlined />}
        label={t('actions.matching')}
        testId="truck-offer-matching"
        onClick={onMatching}
      />
      <RowActionButton
        iconOnly={iconOnly}
        icon={<EditOutlined />}
        label={t('actions.edit')}
        testId="truck-offer-edit"
        onClick={onEdit}
      />
      <RowActionButton
        iconOnly={iconOnly}
        danger
        icon={<DeleteOutlined />}
        label={t('actions.withdraw')}
        testId="truck-offer-withdraw"
        loading={withdraw.isPending}
        onClick={confirmWithdraw}
      />
    </RowActions>
  );
}

/** `/my-trucks`: the carrier's free trucks: post, edit, withdraw, and each one's matching loads. */
export function MyTrucksPage() {
  const { t } = useTranslation('trucks');
  const editor = useEditor<TruckOffer>();
  const words = useOfferWords();
  const [matchingFor, setMatchingFor] = useState<TruckOffer | null>(null);
  const isMobile = useIsMobile();
  const list = useListPage({
    tabs: ['closed'] as const,
    action: {
      label: t('actions.post'),
      icon: <PlusOutlined />,
      testId: 'truck-offer-add',
      onClick: () => editor.open(null),
    },
    query: ({ place, filters }) =>
      ownTruckOffersQueryOptions({
        page: place.page,
        pageSize: place.pageSize,
        closed: filters.closed === 'true' ? 'true' : undefined,
      }),
  });
  const tab: Tab = list.filters.closed === 'true' ? 'closed' : 'current';
  return (
    <ListPage
      testId="my-trucks-page"
      attributes={{ 'data-tab': tab }}
      subtitle={t('mine.subtitle')}
      list={list}
      toolbar={
        <ListTabs<Tab>
          value={tab}
          defaultTab="current"
          onChange={(next) => list.update({ closed: next === 'closed' ? 'true' : undefined })}
          testIdPrefix="my-trucks-tab"
          tabs={[
            { key: 'current', label: t('mine.current') },
            { key: 'closed', label: t('mine.closed') },
          ]}
        />
      }
    >
      <TruckOfferList
        {...list.state}
        showCompany={false}
        empty={list.empty(
          tab === 'closed'
            ? { title: t('mine.closedEmpty') }
            : { title: t('mine.empty'), description: t('mine.emptyHint') },
        )}
        actions={(offer, iconOnly) => (
          <OfferActions
            offer={offer}
            iconOnly={iconOnly}
            onEdit={() => editor.open(offer)}
            onMatching={() => setMatchingFor(offer)}
          />
        )}
      />
      <EditorDrawer
        editor={editor}
        title={(offer) => (offer ? t('form.editTitle') : t('form.postTitle'))}
        width={560}
      >
        {(offer) => <TruckOfferForm offer={offer} onDone={editor.close} onCancel={editor.close} />}
      </EditorDrawer>
      <Drawer
        open={matchingFor !== null}
        onClose={() => setMatchingFor(null)}
        title={matchingFor ? t('matching.title', { route: words.route(matchingFor) }) : ''}
        size={isMobile ? '100%' : 560}
        destroyOnHidden
      >
        {matchingFor && <MatchingOrders offer={matchingFor} />}
      </Drawer>
    </ListPage>
  );
}
