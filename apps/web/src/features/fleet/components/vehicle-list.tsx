import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Vehicle } from '@freight/shared';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { formatDate } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { RowActionButton, RowActions } from '../../../ui/list-page/row-actions';
import { useRetireCompanyVehicle } from '../api/company-vehicles';
import type { DataColumns } from '../../../ui/list-page/data-table';

interface VehicleActionsProps {
  vehicle: Vehicle;
  onEdit: () => void;
  /** A table row: the buttons keep their names for screen readers and tooltips only. */
  iconOnly?: boolean;
}

function VehicleActions({ vehicle, onEdit, iconOnly = false }: VehicleActionsProps) {
  const { t } = useTranslation('fleet');
  const { message, modal } = App.useApp();
  const retire = useRetireCompanyVehicle();
  const confirmRetire = () => {
    void modal.confirm({
      title: t('vehicles.retireTitle', { plate: vehicle.plateNumber }),
      content: t('vehicles.retireText'),
      okText: t('retire.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'vehicle-retire-confirm' },
      onOk: () =>
        retire
          .mutateAsync(vehicle.id)
          .then(() => void message.success(t('vehicles.retired', { plate: vehicle.plateNumber })))
          .catch(() => undefined),
    });
  };
  return (
    <RowActions iconOnly={iconOnly}>
      <RowActionButton
        iconOnly={iconOnly}
        icon={<EditOutlined />}
        label={t('actions.edit')}
        testId="vehicle-edit"
        onClick={onEdit}
      />
      <RowActionButton
        iconOnly={iconOnly}
        danger
        icon={<DeleteOutlined />}
        label={t('actions.retire')}
        testId="vehicle-retire"
        loading={retire.isPending}
        onClick={confirmRetire}
      />
    </RowActions>
  );
}

interface VehicleListProps extends DataListViewProps<Vehicle> {
  onEdit: (vehicle: Vehicle) => void;
}

/** The carrier's vehicles: a table, or cards on a phone. */
export function VehicleList({ onEdit, ...props }: VehicleListProps) {
  const { t } = useTranslation(['fleet', 'orders']);
  const bodyOf = (vehicle: Vehicle) =>
    vehicle.bodyType
      ? t('vehicles.body', {
          body: t(`orders:transportType.${vehicle.bodyType}`),
          tons: vehicle.capacityTons ?? '—',
          m3: vehicle.capacityM3 ?? '—',
        })
      : t('vehicles.noBody');
  const driverOf = (vehicle: Vehicle) =>
    vehicle.assignedDriver ? personFullName(vehicle.assignedDriver) : '—';
  const columns: DataColumns<Vehicle> = [
    {
      key: 'plateNumber',
      title: t('vehicles.fields.plateNumber'),
      sorter: true,
      render: (_, vehicle) => <strong>{vehicle.plateNumber}</strong>,
    },
    {
      key: 'brand',
      title: t('vehicles.columns.vehicle'),
      sorter: true,
      render: (_, vehicle) => `${vehicle.brand} ${vehicle.model}`,
    },
    { key: 'vin', title: t('vehicles.fields.vin'), dataIndex: 'vin' },
    {
      key: 'manufactureYear',
      title: t('vehicles.columns.year'),
      sorter: true,
      dataIndex: 'manufactureYear',
    },
    { key: 'region', title: t('vehicles.fields.region'), dataIndex: 'region' },
    { key: 'body', title: t('vehicles.columns.body'), render: (_, v) => bodyOf(v) },
    { key: 'driver', title: t('vehicles.columns.driver'), render: (_, v) => driverOf(v) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, vehicle) => (
        <VehicleActions vehicle={vehicle} iconOnly onEdit={() => onEdit(vehicle)} />
      ),
    },
  ];
  return (
    <DataList<Vehicle>
      {...props}
      rowKey={(vehicle) => vehicle.id}
      rowAttributes={(vehicle) => ({
        'data-testid': 'vehicle-row',
        'data-vehicle-id': vehicle.id,
        'data-plate': vehicle.plateNumber,
        'data-vin': vehicle.vin,
      })}
      columns={columns}
      renderCard={(vehicle) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>{vehicle.plateNumber}</Typography.Text>
            <Typography.Text>
              {vehicle.brand} {vehicle.model}, {vehicle.manufactureYear}
            </Typography.Text>
          </Flex>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>VIN {vehicle.vin}</Typography.Text>
          <Typography.Text type="secondary">
            {vehicle.region} · {formatDate(vehicle.registrationDate)}
          </Typography.Text>
          <Typography.Text type="secondary">{bodyOf(vehicle)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('vehicles.columns.driver')}: {driverOf(vehicle)}
          </Typography.Text>
          <VehicleActions vehicle={vehicle} onEdit={() => onEdit(vehicle)} />
        </Flex>
      )}
    />
  );
}
