import {
  OrderAction,
  RealtimeMessageType,
  type Account,
  type OrderDetail,
  type TripView,
} from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Divider, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { subscribeToRealtime } from '../../../lib/realtime/realtime-socket';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useTrip } from '../api/get-trip';
import { tripKeys } from '../api/trip-keys';
import { ConsignmentNoteLink } from './consignment-note-link';
import { DeliverySection } from './delivery-section';
import { NextStepCard } from './next-step-card';
import { OrderFilesSection } from './order-files-section';
import { PaymentSection } from './payment-section';
import { RatingsSection } from './ratings-section';
import { SealInfo } from './seal-info';
import { isAllowed, offeredAction, viewerSide } from './trip-access';
import { TripStepsSection } from './trip-steps-section';

/** The other party's step, file or payment arrives as a notification: read the trip again. */
function useLiveTrip(orderId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToRealtime(RealtimeMessageType.NOTIFICATIONS, () => {
        void queryClient.invalidateQueries({ queryKey: tripKeys.detail(orderId) });
      }),
    [queryClient, orderId],
  );
}

interface TripBodyProps {
  order: OrderDetail;
  trip: TripView;
  account: Account;
}

function TripBody({ order, trip, account }: TripBodyProps) {
  const { t } = useTranslation('trip');
  const side = viewerSide(order, account);
  const { actions } = order;
  const canReview = isAllowed(actions, OrderAction.REVIEW_FILE);
  return (
    <Flex vertical gap={16}>
      <Card title={t('title')} data-testid="trip-panel" data-status={trip.status}>
        <Flex vertical gap={16}>
          <NextStepCard order={order} trip={trip} />
          <TripStepsSection trip={trip} actions={actions} />
          <SealInfo seal={trip.seal} />
          {trip.consignmentNote && <ConsignmentNoteLink note={trip.consignmentNote} />}
          <DeliverySection
            trip={trip}
            canConfirm={isAllowed(actions, OrderAction.CONFIRM_DELIVERY)}
          />
          {(trip.payment || offeredAction(actions, OrderAction.SEND_PAYMENT)) && (
            <Divider style={{ margin: 0 }} />
          )}
          <PaymentSection
            order={order}
            trip={trip}
            side={side}
            canPay={offeredAction(actions, OrderAction.SEND_PAYMENT) !== undefined}
            canReview={canReview}
          />
          <RatingsSection order={order} trip={trip} />
        </Flex>
      </Card>
      <OrderFilesSection
        orderId={order.id}
        files={trip.files}
        side={side}
        canUpload={isAllowed(actions, OrderAction.UPLOAD_FILE)}
        canReview={canReview}
      />
    </Flex>
  );
}

export interface TripPanelProps {
  order: OrderDetail;
  account: Account;
}

/**
 * The trip of an order from the signed contract on (issue 9), to its parties and platform
 * staff: the timeline, the carrier's next step, seals, the consignment note, delivery,
 * payment, completion and ratings, and the order's files. Fresh after every action and
 * whenever a notification arrives.
 */
export function TripPanel({ order, account }: TripPanelProps) {
  const { t } = useTranslation('trip');
  const trip = useTrip(order.id);
  useLiveTrip(order.id);

  let body;
  // A failed refresh keeps what was shown (and any upload on its way) on the screen.
  if (trip.data) body = <TripBody order={order} trip={trip.data} account={account} />;
  else if (trip.isPending) {
    body = (
      <Card title={t('title')}>
        <PageLoading />
      </Card>
    );
  } else if (isApiError(trip.error) && [403, 404].includes(trip.error.status)) {
    // Someone who is no party of the order gets no trip: no panel.
    return null;
  } else {
    body = (
      <Card title={t('title')}>
        <PageError error={trip.error} onRetry={() => void trip.refetch()} />
      </Card>
    );
  }
  return (
    <div id="order-trip" data-testid="trip-section">
      {body}
    </div>
  );
}
