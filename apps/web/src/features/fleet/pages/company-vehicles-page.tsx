import { PlusOutlined } from '@ant-design/icons';
import { VEHICLE_SORTS, type Vehicle } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, useEditor } from '../../../ui/list-page/editor-drawer';
import { ListPage } from '../../../ui/list-page/list-page';
import { listSort, useListPage } from '../../../ui/list-page/use-list-page';
import { vehicleListQueryOptions } from '../api/company-vehicles';
import { VehicleForm } from '../components/vehicle-form';
import { VehicleList } from '../components/vehicle-list';

/** `/company-auto`: the carrier's vehicles; search and page in the address; add and edit. */
export function CompanyVehiclesPage() {
  const { t } = useTranslation('fleet');
  const editor = useEditor<Vehicle>();
  const list = useListPage({
    sort: listSort(VEHICLE_SORTS, '-createdAt', {
      '-createdAt': t('sort.newest'),
      createdAt: t('sort.oldest'),
      plateNumber: t('vehicles.sort.plate'),
      '-manufactureYear': t('vehicles.sort.newestYear'),
    }),
    action: {
      label: t('vehicles.add'),
      icon: <PlusOutlined />,
      testId: 'vehicle-add',
      onClick: () => editor.open(null),
    },
    query: ({ place }) => vehicleListQueryOptions(place),
  });

  return (
    <ListPage
      testId="fleet-vehicles-page"
      subtitle={t('vehicles.subtitle')}
      list={list}
      search={{ placeholder: t('vehicles.searchPlaceholder'), testId: 'vehicles-search' }}
    >
      <VehicleList
        {...list.state}
        empty={list.empty({ title: t('vehicles.empty'), description: t('vehicles.emptyHint') })}
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
