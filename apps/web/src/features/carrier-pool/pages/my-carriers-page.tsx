import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { Panel } from '../../../ui/panel';
import { useCarrierPool } from '../../../lib/query/carrier-pool-query';
import { AddByBinForm } from '../components/add-by-bin-form';
import { CarrierPoolList } from '../components/carrier-pool-list';

/**
 * `/my-carriers`: the forwarder company's own carriers (issue 32), the ones its loads can be
 * offered to first: add one by BIN, see how each came in and how many deals it completed,
 * remove one. Orders and truck offers add theirs with the button this feature lends them.
 */
export function MyCarriersPage() {
  const { t } = useTranslation('pool');
  const pool = useCarrierPool();
  return (
    <ListPage
      testId="my-carriers-page"
      subtitle={t('mine.subtitle')}
      toolbar={
        <Panel padding={16}>
          <Flex vertical gap={12}>
            <Flex justify="space-between" align="baseline" gap={8} wrap>
              <Typography.Text strong>{t('add.title')}</Typography.Text>
              {pool.data && (
                <Typography.Text type="secondary" data-testid="carrier-pool-count">
                  {t('mine.count', { count: pool.data.items.length, limit: pool.data.limit })}
                </Typography.Text>
              )}
            </Flex>
            <AddByBinForm />
          </Flex>
        </Panel>
      }
    >
      {pool.isPending ? (
        <Panel bordered={false} padding={16}>
          <Skeleton active paragraph={{ rows: 4 }} data-testid="carrier-pool-loading" />
        </Panel>
      ) : (
        <CarrierPoolList
          items={pool.data?.items}
          loading={false}
          error={pool.isError ? pool.error : null}
          onRetry={() => void pool.refetch()}
          empty={{ title: t('mine.empty'), description: t('mine.emptyHint') }}
        />
      )}
    </ListPage>
  );
}
