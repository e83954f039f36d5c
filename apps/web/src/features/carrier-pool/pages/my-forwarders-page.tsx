import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { Panel } from '../../../ui/panel';
import { useCarrierPoolListings } from '../api/get-carrier-pool-listings';
import { CarrierPoolListingList } from '../components/carrier-pool-listing-list';

/** `/my-forwarders`: the carrier side sees the forwarders that list its company (issue 32). */
export function MyForwardersPage() {
  const { t } = useTranslation('pool');
  const listings = useCarrierPoolListings();
  return (
    <ListPage testId="my-forwarders-page" subtitle={t('listings.subtitle')}>
      {listings.isPending ? (
        <Panel bordered={false} padding={16}>
          <Skeleton active paragraph={{ rows: 4 }} data-testid="carrier-pool-listings-loading" />
        </Panel>
      ) : (
        <CarrierPoolListingList
          items={listings.data?.items}
          loading={false}
          error={listings.isError ? listings.error : null}
          onRetry={() => void listings.refetch()}
          empty={{ title: t('listings.empty'), description: t('listings.emptyHint') }}
        />
      )}
    </ListPage>
  );
}
