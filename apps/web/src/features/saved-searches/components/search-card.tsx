import { DeleteOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { isLanguage, type SavedSearch } from '@freight/shared';
import { Badge, Button, Flex, Popconfirm, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../lib/format/format';
import { Panel } from '../../../ui/panel';
import {
  useDeleteSavedSearch,
  useSwitchSearchAlerts,
  useUpdateSavedSearch,
} from '../api/change-saved-search';
import { FREQUENCIES } from './save-search-button';
import { SearchMatches } from './search-matches';
import { searchSummary } from './search-summary';

/** One saved search: what it looks for, its badge, its alert switches, and its matches. */
export function SearchCard({ search }: { search: SavedSearch }) {
  const { t, i18n } = useTranslation(['alerts', 'orders']);
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const [showMatches, setShowMatches] = useState(false);
  const switchAlerts = useSwitchSearchAlerts();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const busy = switchAlerts.isPending || update.isPending;

  return (
    <Panel padding={16} data-testid="saved-search" data-search-id={search.id}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Text strong style={{ fontSize: 16 }} data-testid="saved-search-name">
                {search.name}
              </Typography.Text>
              {search.unseenCount > 0 && (
                <Badge
                  count={t('alerts:card.newCount', { count: search.unseenCount })}
                  color="blue"
                  data-testid="saved-search-unseen"
                />
              )}
              {search.paused && <Tag>{t('alerts:card.paused')}</Tag>}
              {search.muted && <Tag>{t('alerts:card.muted')}</Tag>}
            </Flex>
            <Typography.Text type="secondary" data-testid="saved-search-summary">
              {searchSummary(t, language, search).join(' · ')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {search.lastMatchedAt
                ? t('alerts:card.lastMatch', { time: formatRelativeTime(search.lastMatchedAt) })
                : t('alerts:card.neverMatched')}
            </Typography.Text>
          </Flex>
          <Popconfirm
            title={t('alerts:card.deleteConfirm', { name: search.name })}
            okText={t('alerts:card.delete')}
            cancelText={t('alerts:save.cancel')}
            onConfirm={() => remove.mutate(search.id)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('alerts:card.delete')}
              data-testid="saved-search-delete"
              loading={remove.isPending}
            />
          </Popconfirm>
        </Flex>

        <Flex gap={12} wrap align="center">
          <Flex gap={6} align="center">
            <Typography.Text>{t('alerts:card.email')}</Typography.Text>
            <Select
              size="small"
              value={search.emailFrequency}
              disabled={busy}
              style={{ minWidth: 150 }}
              aria-label={t('alerts:card.email')}
              data-testid="saved-search-frequency"
              options={FREQUENCIES.map((value) => ({
                value,
                label: t(`alerts:frequency.${value}`),
              }))}
              onChange={(emailFrequency) => update.mutate({ search, changes: { emailFrequency } })}
            />
          </Flex>
          <Flex gap={6} align="center">
            <Typography.Text>{t('alerts:card.push')}</Typography.Text>
            <Switch
              size="small"
              checked={search.pushEnabled}
              disabled={busy}
              aria-label={t('alerts:card.push')}
              data-testid="saved-search-push"
              onChange={(pushEnabled) => update.mutate({ search, changes: { pushEnabled } })}
            />
          </Flex>
        </Flex>

        <Flex gap={8} wrap>
          <Button
            type={search.unseenCount > 0 ? 'primary' : 'default'}
            onClick={() => setShowMatches((shown) => !shown)}
            data-testid="saved-search-matches"
            aria-expanded={showMatches}
          >
            {showMatches ? t('alerts:card.hideMatches') : t('alerts:card.showMatches')}
          </Button>
          <Button
            icon={search.paused ? <CaretRightOutlined /> : <PauseOutlined />}
            disabled={busy}
            data-testid="saved-search-pause"
            onClick={() =>
              switchAlerts.mutate({ id: search.id, action: search.paused ? 'resume' : 'pause' })
            }
          >
            {search.paused ? t('alerts:card.resume') : t('alerts:card.pause')}
          </Button>
          <Button
            disabled={busy}
            data-testid="saved-search-mute"
            onClick={() =>
              switchAlerts.mutate({ id: search.id, action: search.muted ? 'unmute' : 'mute' })
            }
          >
            {search.muted ? t('alerts:card.unmute') : t('alerts:card.mute')}
          </Button>
        </Flex>
        {showMatches && <SearchMatches searchId={search.id} />}
      </Flex>
    </Panel>
  );
}
