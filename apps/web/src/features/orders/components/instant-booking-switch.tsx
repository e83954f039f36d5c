import type { OrderDetail } from '@freight/shared';
import { App, Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetInstantBooking } from '../api/set-instant-booking';
import { useOrderActionFailure } from './use-order-action-failure';

/**
 * Issue 32: the owner side allows or stops instant booking on its published order, until a
 * carrier is selected (the server refuses it after; the page then no longer offers it).
 */
export function InstantBookingSwitch({
  order,
  onConflict,
}: {
  order: OrderDetail;
  onConflict: () => void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const change = useSetInstantBooking();
  const onFailure = useOrderActionFailure(onConflict);

  const onChange = (instantBooking: boolean) => {
    change
      .mutateAsync({ orderId: order.id, request: { instantBooking, version: order.version } })
      .then(
        () =>
          void message.success(t(instantBooking ? 'booking.switchedOn' : 'booking.switchedOff')),
        onFailure,
      );
  };

  return (
    <Card size="small" data-testid="instant-booking-switch">
      <Flex gap={12} align="center">
        <Switch
          id="instant-booking-switch"
          checked={order.instantBooking}
          loading={change.isPending}
          onChange={onChange}
          data-testid="instant-booking-toggle"
        />
        <Flex vertical>
          <label htmlFor="instant-booking-switch">{t('fields.instantBooking')}</label>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('form.instantBookingHint')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
