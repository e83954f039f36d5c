import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { Panel } from '../../../ui/panel';
import { exchangeRatesQueryOptions } from '../api/exchange-rates';
import { ExchangeRateFormCard } from '../components/exchange-rate-form';
import { ExchangeRateList } from '../components/exchange-rate-list';

/**
 * `/admin/exchange-rates`: the rates to tenge the exchange compares prices in other currencies
 * at (a search's price floor): set a day's rate, see each currency's latest and the last set.
 */
export function ExchangeRatesPage() {
  const { t } = useTranslation('rates');
  const query = useQuery(exchangeRatesQueryOptions());
  const state = {
    loading: query.isPending,
    error: query.isError ? query.error : null,
    onRetry: () => void query.refetch(),
  };
  return (
    <ListPage testId="exchange-rates-page" subtitle={t('subtitle')}>
      <Flex vertical gap={16}>
        <Panel>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {t('form.title')}
          </Typography.Title>
          <ExchangeRateFormCard />
        </Panel>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('latest')}
        </Typography.Title>
        <ExchangeRateList
          {...state}
          items={query.data?.latest}
          empty={{ title: t('empty.title'), description: t('empty.description') }}
        />
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('history')}
        </Typography.Title>
        <ExchangeRateList
          {...state}
          items={query.data?.history}
          empty={{ title: t('empty.title') }}
        />
      </Flex>
    </ListPage>
  );
}
