import {
  CarrierPoolSource,
  EXCHANGE_LIMITS,
  TRUCK_BOARD_SORTS,
  TransportType,
  type CarrierPoolAdd,
  type PlaceCode,
} from '@freight/shared';
import { InputNumber, Row, Select } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { DateField } from '../../../ui/date-field';
import { FilterCell, FilterResetLink } from '../../../ui/list-page/filter-panel';
import { ListPage } from '../../../ui/list-page/list-page';
import { RowActions } from '../../../ui/list-page/row-actions';
import { listSort, useListPage } from '../../../ui/list-page/use-list-page';
import { truckBoardQueryOptions } from '../api/truck-offers';
import { PlaceSelect } from '../../../ui/place-select';
import { TruckOfferList } from '../components/truck-offer-list';

const FILTERS = ['origin', 'destination', 'date', 'bodyType', 'minTons', 'minM3'] as const;
const SPAN = { xs: 24, sm: 12, lg: 8, xxl: 4 };
const numberOf = (text: string | undefined) =>
  text === undefined || Number.isNaN(Number(text)) ? null : Number(text);

/**
 * "Add to my carriers" (features/carrier-pool, issue 32), handed in by the app: one feature
 * does not import another.
 */
export type CarrierPoolButtonSlot = ComponentType<{ add: CarrierPoolAdd; iconOnly?: boolean }>;

/** `/trucks`: the capacity board: carriers' free trucks for the forwarder side and the CB. */
export function TruckBoardPage({
  carrierPoolButton: CarrierPoolButton,
}: {
  carrierPoolButton?: CarrierPoolButtonSlot;
}) {
  const { t } = useTranslation(['trucks', 'orders']);
  const can = useCan();
  const offersCarrierPool = CarrierPoolButton !== undefined && can('manage:carrier_pool:own');
  const list = useListPage({
    filters: FILTERS,
    sort: listSort(TRUCK_BOARD_SORTS, 'availableFrom', {
      availableFrom: t('sort.soonest'),
      '-capacity': t('sort.largest'),
      capacity: t('sort.smallest'),
      '-createdAt': t('sort.newest'),
    }),
    query: ({ place, filters }) =>
      truckBoardQueryOptions({
        page: place.page,
        pageSize: place.pageSize,
        sort: place.sort,
        ...filters,
      }),
  });
  const { filters } = list;
  const set = (name: (typeof FILTERS)[number], value: string | undefined) =>
    list.update({ [name]: value === '' ? undefined : value, page: undefined });
  const active = FILTERS.filter((name) => filters[name] !== undefined).length;
  return (
    <ListPage
      testId="truck-board-page"
      subtitle={t('board.subtitle')}
      filters={
        <Row gutter={[8, 8]} style={{ width: '100%' }}>
          <FilterCell label={t('filters.origin')} span={SPAN}>
            <PlaceSelect
              testId="truck-filter-origin"
              aria-label={t('filters.origin')}
              placeholder={t('filters.anyPlace')}
              value={filters.origin}
              onChange={(value) => set('origin', value as PlaceCode | undefined)}
              style={{ width: '100%' }}
            />
          </FilterCell>
          <FilterCell label={t('filters.destination')} span={SPAN}>
            <PlaceSelect
              testId="truck-filter-destination"
              aria-label={t('filters.destination')}
              placeholder={t('filters.anyPlace')}
              value={filters.destination}
              onChange={(value) => set('destination', value as PlaceCode | undefined)}
              style={{ width: '100%' }}
            />
          </FilterCell>
          <FilterCell label={t('filters.date')} span={SPAN}>
            <DateField
              testId="truck-filter-date"
              aria-label={t('filters.date')}
              value={filters.date}
              onChange={(value) => set('date', value)}
            />
          </FilterCell>
          <FilterCell label={t('filters.bodyType')} span={SPAN}>
            <Select<TransportType[]>
              data-testid="truck-filter-body"
              aria-label={t('filters.bodyType')}
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={t('filters.anyBody')}
              value={filters.bodyType ? (filters.bodyType.split(',') as TransportType[]) : []}
              onChange={(value) => set('bodyType', value.join(',') || undefined)}
              showSearch={{ optionFilterProp: 'label' }}
              options={Object.values(TransportType).map((body) => ({
                value: body,
                label: t(`orders:transportType.${body}`),
              }))}
              style={{ width: '100%' }}
            />
          </FilterCell>
          <FilterCell label={t('filters.minTons')} span={{ xs: 12, sm: 6, lg: 4, xxl: 4 }}>
            <InputNumber<number>
              data-testid="truck-filter-tons"
              aria-label={t('filters.minTons')}
              min={0}
              max={EXCHANGE_LIMITS.maxCapacityTons}
              value={numberOf(filters.minTons)}
              onChange={(value) => set('minTons', value === null ? undefined : String(value))}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          </FilterCell>
          <FilterCell label={t('filters.minM3')} span={{ xs: 12, sm: 6, lg: 4, xxl: 4 }}>
            <InputNumber<number>
              data-testid="truck-filter-m3"
              aria-label={t('filters.minM3')}
              min={0}
              max={EXCHANGE_LIMITS.maxCapacityM3}
              value={numberOf(filters.minM3)}
              onChange={(value) => set('minM3', value === null ? undefined : String(value))}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          </FilterCell>
          <FilterResetLink
            activeCount={active}
            label={t('filters.reset')}
            testId="truck-filters-reset"
            onReset={() =>
              list.update({ ...Object.fromEntries(FILTERS.map((name) => [name, undefined])) })
            }
          />
        </Row>
      }
    >
      <TruckOfferList
        {...list.state}
        empty={list.empty({ title: t('board.empty'), description: t('board.emptyHint') })}
        actions={
          offersCarrierPool
            ? (offer, iconOnly) => (
                <RowActions iconOnly={iconOnly}>
                  <Suspense fallback={null}>
                    <CarrierPoolButton
                      add={{ source: CarrierPoolSource.CARD, carrierCompanyId: offer.company.id }}
                      iconOnly={iconOnly}
                    />
                  </Suspense>
                </RowActions>
              )
            : undefined
        }
      />
    </ListPage>
  );
}
