import { PlusOutlined } from '@ant-design/icons';
import { VEHICLE_SORTS, type Vehicle } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, useEditor } from '../../../ui/list-page/editor-drawer';
import {
  ListActionButton,
  ListPage,
  ListToolbar,
  type ListAction,
} from '../../../ui/list-page/list-page';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { SearchInput } from '../../../ui/search-input';
import { vehicleListQueryOptions } from '../api/company-vehicles';
import { VehicleForm } from '../components/vehicle-form';
import { VehicleList } from '../components/vehicle-list';

type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** The phone's sort picker: the orders it offers. */
const SORT_LABEL_KEYS: Partial<Record<VehicleSort, string>> = {
  '-createdAt': 'sort.newest',
  createdAt: 'sort.oldest',
  plateNumber: 'vehicles.sort.plate',
  '-manufactureYear': 'vehicles.sort.newestYear',
};

/** `/company-auto`: the carrier's vehicles; search and page in the address; add and edit. */
export function CompanyVehiclesPage() {
  const { t } = useTranslation('fleet');
  const editor = useEditor<Vehicle>();
  const list = useListPage({
    sort: {
      allowed: VEHICLE_SORTS,
      defaultSort: '-createdAt',
      options: Object.entries(SORT_LABEL_KEYS).map(([value, key]) => ({
        value: value as VehicleSort,
        label: t(key),
      })),
    },
    query: ({ place }) => vehicleListQueryOptions(place),
  });
  const add: ListAction = {
    label: t('vehicles.add'),
    icon: <PlusOutlined />,
    testId: 'vehicle-add',
    onClick: () => editor.open(null),
  };

  return (
    <ListPage
      testId="fleet-vehicles-page"
      subtitle={t('vehicles.subtitle')}
      extra={<ListActionButton action={add} />}
      toolbar={
        <ListToolbar>
          <SearchInput
            {...list.search}
            placeholder={t('vehicles.searchPlaceholder')}
            testId="vehicles-search"
          />
        </ListToolbar>
      }
    >
      <VehicleList
        {...list.state}
        empty={list.empty({
          title: t('vehicles.empty'),
          description: t('vehicles.emptyHint'),
          action: <ListActionButton action={add} testIdSuffix="-empty" />,
        })}
        onEdit={editor.open}
      />
      <EditorDrawer
        editor={editor}
        title={(vehicle) => (vehicle ? t('vehicles.editTitle') : t('vehicles.addTitle'))}
        width={560}
      >
        {(vehicle) => (
          <VehicleForm vehicle={vehicle} onDone={editor.close} onCancel={editor.close} />
        )}
      </EditorDrawer>
    </ListPage>
  );
}
