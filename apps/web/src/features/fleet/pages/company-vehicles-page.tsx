import { PlusOutlined } from '@ant-design/icons';
import type { Vehicle } from '@freight/shared';
import { Button, Card, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useListParams } from '../../../lib/list/use-list-params';
import { SearchInput } from '../../../ui/search-input';
import { useCompanyVehicles } from '../api/company-vehicles';
import { VehicleForm } from '../components/vehicle-form';
import { VehicleList } from '../components/vehicle-list';

const PAGE_SIZE = 20;
const DEFAULT_SORT = '-createdAt';
const SORT_LABEL_KEYS = {
  '-createdAt': 'sort.newest',
  createdAt: 'sort.oldest',
  plateNumber: 'vehicles.sort.plate',
  '-manufactureYear': 'vehicles.sort.newestYear',
} as const;

interface EditorState {
  open: boolean;
  vehicle: Vehicle | null;
  session: number;
}

/** `/company-auto`: the carrier's vehicles; search and page in the address; add and edit. */
export function CompanyVehiclesPage() {
  const { t } = useTranslation('fleet');
  const isMobile = useIsMobile();
  const { page, q, sort, update } = useListParams();
  const list = useCompanyVehicles({ q, page, pageSize: PAGE_SIZE, sort });
  const [editor, setEditor] = useState<EditorState>({ open: false, vehicle: null, session: 0 });
  const openEditor = (vehicle: Vehicle | null) =>
    setEditor((current) => ({ open: true, vehicle, session: current.session + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const addButton = (testId: string) => (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-testid={testId}
      onClick={() => openEditor(null)}
    >
      {t('vehicles.add')}
    </Button>
  );
  const empty = q
    ? { title: t('list.nothingFound'), description: t('list.nothingFoundHint') }
    : {
        title: t('vehicles.empty'),
        description: t('vehicles.emptyHint'),
        action: addButton('vehicle-add-empty'),
      };

  return (
    <div data-testid="fleet-vehicles-page">
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('vehicles.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('vehicles.subtitle')}</Typography.Text>
        </div>
        {addButton('vehicle-add')}
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('vehicles.searchPlaceholder')}
          testId="vehicles-search"
        />
      </Flex>
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <VehicleList
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
            value: sort ?? DEFAULT_SORT,
            onChange: (value) => update({ sort: value === DEFAULT_SORT ? undefined : value }),
            options: Object.entries(SORT_LABEL_KEYS).map(([value, key]) => ({
              value,
              label: t(key),
            })),
          }}
          onEdit={openEditor}
        />
      </Card>
      <Drawer
        open={editor.open}
        onClose={closeEditor}
        title={editor.vehicle ? t('vehicles.editTitle') : t('vehicles.addTitle')}
        size={isMobile ? '100%' : 560}
        destroyOnHidden
      >
        <VehicleForm
          key={editor.session}
          vehicle={editor.vehicle}
          onDone={closeEditor}
          onCancel={closeEditor}
        />
      </Drawer>
    </div>
  );
}
