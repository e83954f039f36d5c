import { Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenTitle } from '../../../lib/routing/screen-title';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { Panel } from '../../../ui/panel';
import { useSavedSearches } from '../api/get-saved-searches';
import { useLiveSavedSearches } from '../api/use-live-saved-searches';
import { DeviceAlertsToggle } from '../components/device-alerts-toggle';
import { SearchCard } from '../components/search-card';

/**
 * `/saved-searches`: the carrier side's saved load-board searches with their live badges (the
 * notification socket refreshes them), alert switches and matches; this device's push toggle.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const title = useScreenTitle();
  const searches = useSavedSearches();
  useLiveSavedSearches();

  let body;
  if (searches.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} data-testid="saved-searches-loading" />;
  } else if (searches.isError) {
    body = <PageError error={searches.error} onRetry={() => void searches.refetch()} />;
  } else if (searches.data.items.length === 0) {
    body = (
      <PageEmpty
        title={t('page.empty')}
        description={t('page.emptyHint')}
        action={
          <Button type="primary" onClick={() => void navigate('/requests')}>
            {t('page.toBoard')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Flex vertical gap={12} data-testid="saved-searches-list">
        <Typography.Text type="secondary" data-testid="saved-searches-count">
          {t('page.count', { count: searches.data.items.length, limit: searches.data.limit })}
        </Typography.Text>
        {searches.data.items.map((search) => (
          <SearchCard key={search.id} search={search} />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="saved-searches-page" style={{ maxWidth: 880 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{t('page.subtitle')}</Typography.Text>
      </div>
      <Panel padding={16}>
        <DeviceAlertsToggle />
      </Panel>
      {body}
    </Flex>
  );
}
