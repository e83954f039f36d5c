import {
  createVehicleRequestSchema,
  ErrorCode,
  EXCHANGE_LIMITS,
  TransportType,
  FLEET_LIMITS,
  MAX_PAGE_SIZE,
  maxManufactureYear,
  updateVehicleRequestSchema,
  type Vehicle,
} from '@freight/shared';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { EditFormFooter } from '../../../ui/edit-form-footer';
import { useSaveCompanyVehicle } from '../api/company-vehicles';
import { useCompanyDrivers } from '../api/get-company-drivers';
import { DateField } from '../../../ui/date-field';
import {
  DUPLICATE_FIELDS,
  initialValuesOf,
  SERVER_FIELDS,
  toInput,
  type VehicleFormValues,
} from './vehicle-form-values';

interface VehicleFormProps {
  /** `null` adds a vehicle. */
  vehicle: Vehicle | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Adds a vehicle by plate number and tech passport number, or edits one, with the shared
 * schema (VIN of 17 characters without I, O and Q; year, registration date, engine volume).
 */
export function VehicleForm({ vehicle, onDone, onCancel }: VehicleFormProps) {
  const { t } = useTranslation(['fleet', 'orders']);
  const { message } = App.useApp();
  const [form] = Form.useForm<VehicleFormValues>();
  const save = useSaveCompanyVehicle();
  const drivers = useCompanyDrivers({ page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name' });
  const rule = (field: string) => zodFormRule(createVehicleRequestSchema, field, { toInput });

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    const duplicate = error.code ? DUPLICATE_FIELDS[error.code] : undefined;
    if (duplicate) {
      form.setFields([
        { name: duplicate as keyof VehicleFormValues, errors: [t(`errors:${error.code}`)] },
      ]);
    } else if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onCancel();
    } else showServerFieldErrors(form, error.fields, SERVER_FIELDS);
  };

  const onFinish = (values: VehicleFormValues) => {
    const handlers = {
      onSuccess: () => {
        void message.success(vehicle ? t('vehicles.saved') : t('vehicles.created'));
        onDone();
      },
      onError,
    };
    if (vehicle) {
      const request = updateVehicleRequestSchema.parse({
        ...toInput({ ...values }),
        version: vehicle.version,
      });
      save.mutate({ id: vehicle.id, request }, handlers);
    } else {
      save.mutate({ request: createVehicleRequestSchema.parse(toInput({ ...values })) }, handlers);
    }
  };

  const text = (field: string, extra?: { maxLength?: number; placeholder?: string }) => (
    <Form.Item name={field} label={t(`vehicles.fields.${field}`)} rules={[rule(field)]}>
      <Input data-testid={`vehicle-form-${field}`} autoComplete="off" {...extra} />
    </Form.Item>
  );

  return (
    <Form<VehicleFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValuesOf(vehicle)}
      onFinish={onFinish}
      onValuesChange={() => save.reset()}
      autoComplete="off"
      data-testid="vehicle-form"
      noValidate
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {text('plateNumber', { placeholder: '123ABC02' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('techPassportNumber')}
        </Col>
        <Col xs={24} sm={12}>
          {text('brand', { maxLength: FLEET_LIMITS.brandLength })}
        </Col>
        <Col xs={24} sm={12}>
          {text('model', { maxLength: FLEET_LIMITS.modelLength })}
        </Col>
        <Col xs={24}>
          <Form.Item
            name="vin"
            label={t('vehicles.fields.vin')}
            extra={t('vehicles.vinHint')}
            rules={[rule('vin')]}
          >
            <Input
              data-testid="vehicle-form-vin"
              maxLength={21}
              style={{ textTransform: 'uppercase' }}
              autoComplete="off"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {text('region', { maxLength: FLEET_LIMITS.regionLength })}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="manufactureYear"
            label={t('vehicles.fields.manufactureYear')}
            rules={[rule('manufactureYear')]}
          >
            <InputNumber
              data-testid="vehicle-form-manufactureYear"
              min={FLEET_LIMITS.minManufactureYear}
              max={maxManufactureYear()}
              precision={0}
              style={{ width: '100%' }}
              inputMode="numeric"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="registrationDate"
            label={t('vehicles.fields.registrationDate')}
            dependencies={['manufactureYear']}
            rules={[rule('registrationDate')]}
          >
            <DateField testId="vehicle-form-registrationDate" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="engineVolume"
            label={t('vehicles.fields.engineVolume')}
            rules={[rule('engineVolume')]}
          >
            <InputNumber
              data-testid="vehicle-form-engineVolume"
              min={FLEET_LIMITS.minEngineVolumeLitres}
              max={FLEET_LIMITS.maxEngineVolumeLitres}
              step={0.1}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="bodyType"
            label={t('vehicles.fields.bodyType')}
            extra={t('vehicles.capacityHint')}
          >
            <Select
              data-testid="vehicle-form-bodyType"
              aria-label={t('vehicles.fields.bodyType')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={Object.values(TransportType).map((body) => ({
                value: body,
                label: t(`orders:transportType.${body}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="capacityTons"
            label={t('vehicles.fields.capacityTons')}
            rules={[rule('capacityTons')]}
          >
            <InputNumber
              data-testid="vehicle-form-capacityTons"
              min={0}
              max={EXCHANGE_LIMITS.maxCapacityTons}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="capacityM3"
            label={t('vehicles.fields.capacityM3')}
            rules={[rule('capacityM3')]}
          >
            <InputNumber
              data-testid="vehicle-form-capacityM3"
              min={0}
              max={EXCHANGE_LIMITS.maxCapacityM3}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="assignedDriverId" label={t('vehicles.fields.assignedDriverId')}>
            <Select
              data-testid="vehicle-form-assignedDriverId"
              aria-label={t('vehicles.fields.assignedDriverId')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('vehicles.noDriver')}
              loading={drivers.isPending}
              options={drivers.data?.items.map((driver) => ({
                value: driver.id,
                label: personFullName(driver),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <EditFormFooter
        save={save}
        cancelLabel={t('form.cancel')}
        submitLabel={vehicle ? t('form.save') : t('vehicles.add')}
        onCancel={onCancel}
        errorTestId="vehicle-form-error"
        submitTestId="vehicle-form-submit"
      />
    </Form>
  );
}
