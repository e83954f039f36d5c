import { TruckOfferStatus, type TruckOffer } from '@freight/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format';
import { usePlaceName } from '../../../lib/i18n/place-names';

const STATUS_COLORS: Record<TruckOfferStatus, string> = {
  ACTIVE: 'green',
  BOOKED: 'blue',
  WITHDRAWN: 'default',
  EXPIRED: 'default',
};

/** Where it stands and where it would go, in the app's language. */
export function useOfferWords() {
  const { t } = useTranslation(['trucks', 'orders']);
  const name = usePlaceName();
  return {
    route: (offer: TruckOffer) =>
      `${name(offer.place)} → ${
        offer.destinations.length === 0
          ? t('anywhere')
          : offer.destinations.map((code) => name(code)).join(', ')
      }`,
    dates: (offer: TruckOffer) =>
      `${formatDate(offer.availableFrom)} – ${formatDate(offer.availableTo)}`,
    body: (offer: TruckOffer) =>
      t('bodyCapacity', {
        body: t(`orders:transportType.${offer.bodyType}`),
        tons: formatNumber(offer.capacityTons),
        m3: formatNumber(offer.capacityM3, 2),
      }),
    price: (offer: TruckOffer) =>
      offer.price === null || offer.currency === null
        ? t('priceOnRequest')
        : offer.priceUnit === 'PER_KM'
          ? t('pricePerKm', { price: formatMoney(offer.price, offer.currency) })
          : formatMoney(offer.price, offer.currency),
  };
}

/** The offer's status, and "busy" while its truck is on a trip. */
export function TruckOfferTags({ offer }: { offer: TruckOffer }) {
  const { t } = useTranslation('trucks');
  return (
    <Flex gap={4} wrap>
      {offer.status !== TruckOfferStatus.ACTIVE && (
        <Tag color={STATUS_COLORS[offer.status]} data-testid="truck-offer-status">
          {t(`status.${offer.status}`)}
        </Tag>
      )}
      {offer.busy ? (
        <Tag color="orange" data-testid="truck-offer-busy">
          {t('busy')}
        </Tag>
      ) : (
        offer.status === TruckOfferStatus.ACTIVE && <Tag color="green">{t('free')}</Tag>
      )}
    </Flex>
  );
}

/** The offer as a phone's card shows it: everything a forwarder decides by, stacked. */
export function TruckOfferCard({
  offer,
  actions,
}: {
  offer: TruckOffer;
  actions?: React.ReactNode;
}) {
  const words = useOfferWords();
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {words.route(offer)}
        </Typography.Text>
        <TruckOfferTags offer={offer} />
      </Flex>
      <Typography.Text>{words.dates(offer)}</Typography.Text>
      <Typography.Text>{words.body(offer)}</Typography.Text>
      <Typography.Text type="secondary">
        {offer.company.name} · {offer.vehicle.plateNumber} · {offer.vehicle.brand}{' '}
        {offer.vehicle.model}
      </Typography.Text>
      <Typography.Text strong>{words.price(offer)}</Typography.Text>
      {offer.comment && <Typography.Text type="secondary">{offer.comment}</Typography.Text>}
      {actions}
    </Flex>
  );
}
