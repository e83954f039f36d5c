import type { TruckOffer } from '@freight/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import type { DataColumns } from '../../../ui/list-page/data-table';
import { TruckOfferCard, TruckOfferTags, useOfferWords } from './truck-offer-facts';

interface TruckOfferListProps extends DataListViewProps<TruckOffer> {
  /** The row's buttons: the carrier's own list's, or the board's "add to my carriers". */
  actions?: (offer: TruckOffer, iconOnly: boolean) => ReactNode;
  /** The board names the carrier; the carrier's own list does not need to. */
  showCompany?: boolean;
}

/** Truck offers: a table on a desktop, cards on a phone. */
export function TruckOfferList({ actions, showCompany = true, ...props }: TruckOfferListProps) {
  const { t } = useTranslation('trucks');
  const words = useOfferWords();
  const columns: DataColumns<TruckOffer> = [
    {
      key: 'route',
      title: t('columns.route'),
      render: (_, offer) => <strong>{words.route(offer)}</strong>,
    },
    {
      key: 'availableFrom',
      title: t('columns.dates'),
      sorter: true,
      render: (_, offer) => words.dates(offer),
    },
    {
      key: 'capacity',
      title: t('columns.body'),
      sorter: true,
      render: (_, offer) => words.body(offer),
    },
    {
      key: 'vehicle',
      title: showCompany ? t('columns.carrier') : t('columns.vehicle'),
      render: (_, offer) => (
        <Flex vertical>
          {showCompany && <span>{offer.company.name}</span>}
          <Typography.Text type={showCompany ? 'secondary' : undefined}>
            {offer.vehicle.plateNumber} · {offer.vehicle.brand} {offer.vehicle.model}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'price', title: t('columns.price'), render: (_, offer) => words.price(offer) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, offer) => <TruckOfferTags offer={offer} />,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: '',
            align: 'right' as const,
            render: (_: unknown, offer: TruckOffer) => actions(offer, true),
          },
        ]
      : []),
  ];
  return (
    <DataList<TruckOffer>
      {...props}
      rowKey={(offer) => offer.id}
      rowAttributes={(offer) => ({
        'data-testid': 'truck-offer-row',
        'data-offer-id': offer.id,
        'data-busy': String(offer.busy),
      })}
      columns={columns}
      renderCard={(offer) => <TruckOfferCard offer={offer} actions={actions?.(offer, false)} />}
    />
  );
}
