import { UserAddOutlined } from '@ant-design/icons';
import { DriverStatus } from '@freight/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { FilterChoice } from '../../../ui/filter-choice';
import { SearchInput } from '../../../ui/search-input';
import { useCompanyDrivers } from '../api/get-company-drivers';
import { CompanyDriverActions } from '../components/company-driver-actions';
import {
  closedDriverEditor,
  DriverEditor,
  type DriverEditorState,
} from '../components/driver-editor';
import { DriverList } from '../components/driver-list';
import { DEFAULT_DRIVER_SORT, driverSortOptions } from '../components/driver-sorts';

const PAGE_SIZE = 20;

type StatusFilter = 'all' | DriverStatus;
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...Object.values(DriverStatus)];

const statusFilterOf = (value: string | undefined): StatusFilter =>
  STATUS_FILTERS.find((status) => status === value) ?? 'all';

/**
 * `/company-drivers`: the carrier's drivers (owner and logisticians) with their vetting
 * status; search, status and page in the address; add and edit in a drawer.
 */
export function CompanyDriversPage() {
  const { t } = useTranslation('fleet');
  const { page, q, sort, filters, update } = useListParams(['status']);
  const status = statusFilterOf(filters.status);
  const list = useCompanyDrivers({
    q,
    status: status === 'all' ? undefined : status,
    page,
    pageSize: PAGE_SIZE,
    sort,
  });
  const [editor, setEditor] = useState<DriverEditorState>(closedDriverEditor);
  const openEditor = (driverId: string | null) =>
    setEditor((current) => ({ open: true, driverId, session: current.session + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  // The empty list repeats the button under its own test id: one `driver-add` per page.
  const addButton = (testId: string) => (
    <Button
      type="primary"
      icon={<UserAddOutlined />}
      data-testid={testId}
      onClick={() => openEditor(null)}
    >
      {t('actions.addDriver')}
    </Button>
  );

  const filtered = Boolean(q) || status !== 'all';
  const empty = filtered
    ? { title: t('list.nothingFound'), description: t('list.nothingFoundHint') }
    : {
        title: t('list.emptyCompany'),
        description: t('list.emptyCompanyHint'),
        action: addButton('driver-add-empty'),
      };

  return (
    <div data-testid="fleet-drivers-page">
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('company.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('company.subtitle')}</Typography.Text>
        </div>
        {addButton('driver-add')}
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="drivers-search"
        />
        <FilterChoice<StatusFilter>
          testId="drivers-filter-status"
          label={t('list.statusFilter')}
          value={status}
          onChange={(value) => update({ status: value === 'all' ? undefined : value })}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('list.allStatuses') : t(`status.${value}`),
          }))}
        />
      </Flex>
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <DriverList
          variant="company"
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={empty}
          pagination={{
            page: list.data?.page ?? page,
            pageSize: list.data?.pageSize ?? PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (next) => update({ page: next }),
          }}
          sort={{
            value: sort ?? DEFAULT_DRIVER_SORT,
            onChange: (value) =>
              update({ sort: value === DEFAULT_DRIVER_SORT ? undefined : value }),
            options: driverSortOptions(t),
          }}
          actions={(driver, layout) => (
            <CompanyDriverActions
              driver={driver}
              iconOnly={layout === 'row'}
              onEdit={() => openEditor(driver.id)}
            />
          )}
        />
      </Card>
      <DriverEditor state={editor} onClose={closeEditor} />
    </div>
  );
}
