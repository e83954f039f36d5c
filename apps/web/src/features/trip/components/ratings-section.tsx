import { CheckOutlined, StarOutlined } from '@ant-design/icons';
import {
  OrderAction,
  ratingLevelName,
  type OrderDetail,
  type OrderRatingView,
  type TripView,
} from '@freight/shared';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useCompleteOrder } from '../api/complete-order';
import { useRateForwarder } from '../api/rate-forwarder';
import { offeredAction } from './trip-access';
import { RatingDialog, RatingStars, type RatingValues } from './rating-dialog';

function GivenRating({ rating, label }: { rating: OrderRatingView; label: string }) {
  const { t } = useTranslation('trip');
  const level = ratingLevelName(rating.score);
  return (
    <Flex
      vertical
      gap={2}
      data-testid="trip-rating"
      data-side={rating.side}
      data-score={rating.score}
    >
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <RatingStars score={rating.score} />
        <Typography.Text strong>{level ? t(`rating.${level}`) : rating.score}</Typography.Text>
      </Flex>
      {rating.comment && (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>«{rating.comment}»</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {rating.ratedBy.name} · {formatDateTime(rating.ratedAt)}
      </Typography.Text>
    </Flex>
  );
}

/** The server offers RATE_FORWARDER only within the window; a page left open may outlive it. */
function ratingStillOpen(until: string | null): boolean {
  return until !== null && new Date(until).getTime() > Date.now();
}

interface RatingsSectionProps {
  order: OrderDetail;
  trip: TripView;
}

type Dialog = 'complete' | 'rate' | null;

/**
 * Completion and the ratings both ways: the forwarder side completes the order by rating the
 * carrier; the carrier side rates the forwarder within 14 days; both ratings show afterwards.
 */
export function RatingsSection({ order, trip }: RatingsSectionProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const complete = useCompleteOrder(() => void message.success(t('complete.done')));
  const rate = useRateForwarder(() => void message.success(t('rating.thanks')));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { ofCarrier, ofForwarder, ratingOpenUntil } = trip.ratings;

  const completion = offeredAction(order.actions, OrderAction.COMPLETE);
  const canRate =
    offeredAction(order.actions, OrderAction.RATE_FORWARDER)?.allowed === true &&
    ratingStillOpen(ratingOpenUntil);

  if (!completion && !canRate && !ofCarrier && !ofForwarder) return null;

  const failed = (error: unknown) =>
    setFailure(isApiError(error) ? describeApiError(error) : t('feedback.failed'));

  const submit = ({ score, comment }: RatingValues) => {
    setFailure(null);
    const close = () => setDialog(null);
    if (dialog === 'complete') {
      complete.mutate(
        { orderId: order.id, version: trip.version, score, comment },
        { onSuccess: close, onError: failed },
      );
    } else {
      rate.mutate({ orderId: order.id, score, comment }, { onSuccess: close, onError: failed });
    }
  };

  const open = (which: Dialog) => {
    setFailure(null);
    setDialog(which);
  };

  return (
    <Flex vertical gap={12} data-testid="trip-ratings">
      {ofCarrier && <GivenRating rating={ofCarrier} label={t('rating.ofCarrier')} />}
      {ofForwarder && <GivenRating rating={ofForwarder} label={t('rating.ofForwarder')} />}
      {completion && (
        <Button
          type="primary"
          size="large"
          block
          icon={<CheckOutlined />}
          data-testid="trip-complete"
          data-allowed={String(completion.allowed)}
          onClick={() =>
            completion.allowed
              ? open('complete')
              : void message.warning(t(`errors:${completion.reason ?? 'UNEXPECTED'}`))
          }
        >
          {t('complete.button')}
        </Button>
      )}
      {canRate && (
        <Button
          size="large"
          block
          icon={<StarOutlined />}
          data-testid="trip-rate-forwarder"
          onClick={() => open('rate')}
        >
          {t('rating.rateForwarder')}
        </Button>
      )}
      {canRate && ratingOpenUntil && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('rating.openUntil', { time: formatDateTime(ratingOpenUntil) })}
        </Typography.Text>
      )}
      <RatingDialog
        open={dialog !== null}
        title={dialog === 'complete' ? t('complete.title') : t('rating.rateForwarder')}
        hint={dialog === 'complete' ? t('complete.hint') : t('rating.forwarderHint')}
        okText={dialog === 'complete' ? t('complete.submit') : t('rating.submit')}
        pending={complete.isPending || rate.isPending}
        failure={failure}
        onSubmit={submit}
        onCancel={() => setDialog(null)}
      />
    </Flex>
  );
}
