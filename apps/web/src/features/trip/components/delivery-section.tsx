import { CheckCircleOutlined } from '@ant-design/icons';
import { TRIP_LIMITS, type TripView } from '@freight/shared';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useConfirmDelivery } from '../api/confirm-delivery';

interface DeliverySectionProps {
  trip: TripView;
  /** The forwarder side may confirm receipt now. */
  canConfirm: boolean;
}

/**
 * Receipt of the goods: the forwarder side confirms it with an optional reservation (as on a
 * CMR note), which the confirmed consignment note records; afterwards, who confirmed it.
 */
export function DeliverySection({ trip, canConfirm }: DeliverySectionProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const confirm = useConfirmDelivery(() => void message.success(t('delivery.done')));
  const [reservation, setReservation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { delivery } = trip;

  if (delivery) {
    return (
      <Flex vertical gap={4} data-testid="trip-delivery-confirmed">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('delivery.title')}
        </Typography.Title>
        <Typography.Text>
          <CheckCircleOutlined style={{ color: 'green' }} />{' '}
          {t('delivery.confirmed', {
            name: delivery.confirmedBy.name,
            time: formatDateTime(delivery.confirmedAt),
          })}
        </Typography.Text>
        {delivery.reservation && (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {t('delivery.reservationShown', { text: delivery.reservation })}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  if (!canConfirm) return null;

  const submit = () => {
    setFailure(null);
    const text = reservation.trim();
    confirm.mutate(
      { orderId: trip.orderId, version: trip.version, reservation: text === '' ? undefined : text },
      {
        onError: (error) =>
          setFailure(isApiError(error) ? describeApiError(error) : t('feedback.failed')),
      },
    );
  };

  return (
    <Flex vertical gap={8} data-testid="trip-delivery">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('delivery.title')}
      </Typography.Title>
      <Typography.Text>{t('delivery.hint')}</Typography.Text>
      <Input.TextArea
        value={reservation}
        onChange={(event) => setReservation(event.target.value)}
        placeholder={t('delivery.reservation')}
        aria-label={t('delivery.reservation')}
        maxLength={TRIP_LIMITS.reservationLength}
        rows={2}
        data-testid="delivery-reservation"
      />
      <Button
        type="primary"
        size="large"
        block
        icon={<CheckCircleOutlined />}
        loading={confirm.isPending}
        onClick={submit}
        data-testid="delivery-confirm"
      >
        {t('delivery.confirm')}
      </Button>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Flex>
  );
}
