import {
  addCalendarDays,
  Currency,
  EXCHANGE_LIMITS,
  ErrorCode,
  platformToday,
  truckOfferFormSchema,
  TruckPriceUnit,
  updateTruckOfferRequestSchema,
  type TruckOffer,
} from '@freight/shared';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { showServerFieldErrors, zodFormRule } from '../../../lib/forms/zod-form-rule';
import { isApiError } from '../../../lib/http/api-error';
import { DateField } from '../../../ui/date-field';
import { EditFormFooter } from '../../../ui/edit-form-footer';
import { useOfferFleet, useSaveTruckOffer } from '../api/truck-offers';
import { PlaceSelect } from '../../../ui/place-select';

interface TruckOfferFormValues {
  vehicleId?: string;
  driverId?: string | null;
  place?: string;
  availableFrom?: string;
  availableTo?: string;
  destinations?: string[];
  price?: number | null;
  priceUnit?: TruckPriceUnit;
  currency?: Currency | null;
  comment?: string;
}

const FIELDS = [
  'vehicleId',
  'driverId',
  'place',
  'availableFrom',
  'availableTo',
  'destinations',
  'price',
  'priceUnit',
  'currency',
  'comment',
];

const toInput = (values: Record<string, unknown>) => ({
  vehicleId: values.vehicleId ?? '',
  driverId: values.driverId ?? null,
  place: values.place ?? '',
  availableFrom: values.availableFrom ?? '',
  availableTo: values.availableTo ?? '',
  destinations: values.destinations ?? [],
  price: values.price ?? null,
  priceUnit: values.priceUnit ?? TruckPriceUnit.TOTAL,
  currency: values.price == null ? null : (values.currency ?? null),
  comment: values.comment ?? '',
});

function initialValuesOf(offer: TruckOffer | null): TruckOfferFormValues {
  if (!offer) {
    const today = platformToday();
    return {
      availableFrom: today,
      availableTo: addCalendarDays(today, 3),
      destinations: [],
      priceUnit: TruckPriceUnit.TOTAL,
      currency: Currency.KZT,
    };
  }
  return {
    vehicleId: offer.vehicle.id,
    driverId: offer.driver?.id ?? null,
    place: offer.place,
    availableFrom: offer.availableFrom,
    availableTo: offer.availableTo,
    destinations: offer.destinations,
    price: offer.price,
    priceUnit: offer.priceUnit,
    currency: offer.currency ?? Currency.KZT,
    comment: offer.comment ?? '',
  };
}

interface TruckOfferFormProps {
  /** `null` posts a new offer. */
  offer: TruckOffer | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Posts a free truck or edits one (phone first: one column, then two). The vehicle needs its
 * body and capacity; the server's refusal names what to fix.
 */
export function TruckOfferForm({ offer, onDone, onCancel }: TruckOfferFormProps) {
  const { t } = useTranslation(['trucks', 'orders']);
  const { message } = App.useApp();
  const [form] = Form.useForm<TruckOfferFormValues>();
  const save = useSaveTruckOffer();
  const fleet = useOfferFleet();
  const rule = (field: string) => zodFormRule(truckOfferFormSchema, field, { toInput });
  const vehicles = (fleet.data?.vehicles ?? []).filter((vehicle) => vehicle.retiredAt === null);
  const drivers = (fleet.data?.drivers ?? []).filter(
    (driver) => driver.status === 'APPROVED' && !driver.blacklisted,
  );

  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onCancel();
    } else showServerFieldErrors(form, error.fields, FIELDS);
  };

  const onFinish = (values: TruckOfferFormValues) => {
    const handlers = {
      onSuccess: () => {
        void message.success(offer ? t('form.saved') : t('form.posted'));
        onDone();
      },
      onError,
    };
    const input = toInput({ ...values });
    if (offer) {
      const request = updateTruckOfferRequestSchema.parse({ ...input, version: offer.version });
      save.mutate({ id: offer.id, request }, handlers);
    } else {
      save.mutate({ request: truckOfferFormSchema.parse(input) }, handlers);
    }
  };

  return (
    <Form<TruckOfferFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValuesOf(offer)}
      onFinish={onFinish}
      onValuesChange={() => save.reset()}
      autoComplete="off"
      data-testid="truck-offer-form"
      noValidate
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="vehicleId"
            label={t('fields.vehicle')}
            extra={t('form.vehicleHint')}
            rules={[rule('vehicleId')]}
          >
            <Select
              data-testid="truck-offer-vehicle"
              aria-label={t('fields.vehicle')}
              loading={fleet.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              optionRender={(option) => (
                <span data-testid={`option-${String(option.value)}`}>{option.label}</span>
              )}
              options={vehicles.map((vehicle) => ({
                value: vehicle.id,
                label: vehicle.bodyType
                  ? `${vehicle.plateNumber} · ${t(`orders:transportType.${vehicle.bodyType}`)}, ${String(vehicle.capacityTons ?? '—')} t`
                  : `${vehicle.plateNumber} · ${t('form.noBody')}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="driverId" label={t('fields.driver')}>
            <Select
              data-testid="truck-offer-driver"
              aria-label={t('fields.driver')}
              allowClear
              placeholder={t('form.noDriver')}
              loading={fleet.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={drivers.map((driver) => ({
                value: driver.id,
                label: personFullName(driver),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="place" label={t('fields.place')} rules={[rule('place')]}>
            <PlaceSelect testId="truck-offer-place" aria-label={t('fields.place')} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="availableFrom"
            label={t('fields.availableFrom')}
            rules={[rule('availableFrom')]}
          >
            <DateField testId="truck-offer-from" aria-label={t('fields.availableFrom')} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="availableTo"
            label={t('fields.availableTo')}
            dependencies={['availableFrom']}
            extra={t('form.datesHint', { days: EXCHANGE_LIMITS.maxTruckOfferDays })}
            rules={[rule('availableTo')]}
          >
            <DateField testId="truck-offer-to" aria-label={t('fields.availableTo')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="destinations"
            label={t('fields.destinations')}
            extra={t('form.destinationsHint')}
            rules={[rule('destinations')]}
          >
            <PlaceSelect
              testId="truck-offer-destinations"
              aria-label={t('fields.destinations')}
              mode="multiple"
              maxCount={EXCHANGE_LIMITS.maxPlaces}
              placeholder={t('anywhere')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="price" label={t('fields.price')} rules={[rule('price')]}>
            <InputNumber
              data-testid="truck-offer-price"
              min={0}
              style={{ width: '100%' }}
              inputMode="decimal"
              placeholder={t('priceOnRequest')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item name="currency" label={t('fields.currency')} rules={[rule('currency')]}>
            <Select
              data-testid="truck-offer-currency"
              aria-label={t('fields.currency')}
              options={Object.values(Currency).map((currency) => ({
                value: currency,
                label: currency,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item name="priceUnit" label={t('fields.priceUnit')}>
            <Select
              data-testid="truck-offer-price-unit"
              aria-label={t('fields.priceUnit')}
              options={Object.values(TruckPriceUnit).map((unit) => ({
                value: unit,
                label: t(`priceUnit.${unit}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="comment" label={t('fields.comment')} rules={[rule('comment')]}>
            <Input.TextArea
              data-testid="truck-offer-comment"
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={EXCHANGE_LIMITS.truckCommentLength}
            />
          </Form.Item>
        </Col>
      </Row>
      <EditFormFooter
        save={save}
        cancelLabel={t('form.cancel')}
        submitLabel={offer ? t('form.save') : t('form.post')}
        onCancel={onCancel}
        errorTestId="truck-offer-form-error"
        submitTestId="truck-offer-submit"
      />
    </Form>
  );
}
