import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { Panel } from '../../../ui/panel';
import { exchangeRatesQueryOptions } from '../api/exchange-rates';
import { ExchangeRateFormCard } from '../components/exchange-rate-form';
import { ExchangeRateList } from '../components/exchange-rate-list';
import { ExchangeRatesImportCard } from '../components/exchange-rates-import';

/** Side by side on a wide screen, one under the other on a phone. */
const SECTION_STYLE = { flex: '1 1 360px', minWidth: 0 };
const SECTION_TITLE_STYLE = { fontSize: 18, marginTop: 0 };

/**
 * `/admin/exchange-rates`: the rates to tenge the exchange compares prices in other currencies
 * at (a search's price floor): set a day's rate or import the National Bank's from a CSV file,
 * see each currency's latest and the last set.
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
        <Flex wrap gap={16} align="stretch">
          <Panel padding={16} style={SECTION_STYLE}>
            <Typography.Title level={2} style={SECTION_TITLE_STYLE}>
              {t('form.title')}
            </Typography.Title>
            <ExchangeRateFormCard />
          </Panel>
          <Panel padding={16} style={SECTION_STYLE}>
            <Typography.Title level={2} style={SECTION_TITLE_STYLE}>
              {t('import.title')}
            </Typography.Title>
            <ExchangeRatesImportCard />
          </Panel>
        </Flex>
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
