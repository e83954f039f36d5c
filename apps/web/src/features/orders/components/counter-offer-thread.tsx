import { CounterOfferStatus, type CounterOfferView, type OrderResponseView } from '@freight/shared';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format/format';
import { CounterOfferStatusTag } from '../../../ui/status-tag/status-tag';
import { useDecideCounterOffer, type CounterOfferDecision } from '../api/decide-counter-offer';

interface CounterOfferThreadProps {
  orderId: string;
  response: OrderResponseView;
  /** The owner side withdraws its open offer; the responding carrier answers it. */
  side: 'owner' | 'carrier';
  /** Whether the reader may act on the open offer now (the server judges again). */
  canDecide: boolean;
}

const DONE_MESSAGES: Record<CounterOfferDecision, string> = {
  accept: 'counterOffers.accepted',
  decline: 'counterOffers.declined',
  withdraw: 'counterOffers.withdrawn',
};

/** The counter-offers on a response, oldest first, with the buttons its reader may press. */
export function CounterOfferThread({
  orderId,
  response,
  side,
  canDecide,
}: CounterOfferThreadProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const decide = useDecideCounterOffer();
  const offers = response.counterOffers;
  if (offers.length === 0) return null;
  const open = offers.find((offer) => offer.status === CounterOfferStatus.OPEN);

  const run = (offer: CounterOfferView, decision: CounterOfferDecision) =>
    decide.mutate(
      { orderId, responseId: response.id, offerId: offer.id, decision },
      { onSuccess: () => void message.success(t(DONE_MESSAGES[decision])) },
    );
  const pending = (decision: CounterOfferDecision) =>
    decide.isPending && decide.variables.decision === decision;

  return (
    <Flex vertical gap={8} data-testid="counter-offers">
      <Typography.Text type="secondary">{t('counterOffers.title')}</Typography.Text>
      {offers.map((offer) => (
        <Flex
          key={offer.id}
          vertical
          gap={2}
          data-testid="counter-offer"
          data-status={offer.status}
          style={{ borderInlineStart: '3px solid #d9d9d9', paddingInlineStart: 8 }}
        >
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong data-testid="counter-offer-price">
              {formatMoney(offer.price, offer.currency)}
            </Typography.Text>
            <CounterOfferStatusTag status={offer.status} />
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {offer.createdBy.name} · {formatDateTime(offer.createdAt)}
          </Typography.Text>
          {offer.comment && (
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {offer.comment}
            </Typography.Text>
          )}
        </Flex>
      ))}
      {open && canDecide && side === 'carrier' && (
        <Flex vertical gap={8} data-testid="counter-offer-open">
          <Alert
            type="warning"
            title={t('counterOffers.open', { price: formatMoney(open.price, open.currency) })}
            description={t('counterOffers.openHint')}
          />
          {/* Side by side even at 375 px: two short words, each half the width. */}
          <Flex gap={8}>
            <Button
              type="primary"
              style={{ flex: 1 }}
              data-testid="counter-offer-accept"
              loading={pending('accept')}
              disabled={decide.isPending}
              onClick={() => run(open, 'accept')}
            >
              {t('counterOffers.accept')}
            </Button>
            <Button
              danger
              style={{ flex: 1 }}
              data-testid="counter-offer-decline"
              loading={pending('decline')}
              disabled={decide.isPending}
              onClick={() => run(open, 'decline')}
            >
              {t('counterOffers.decline')}
            </Button>
          </Flex>
        </Flex>
      )}
      {open && canDecide && side === 'owner' && (
        <Flex justify="flex-end">
          <Button
            size="small"
            data-testid="counter-offer-withdraw"
            loading={pending('withdraw')}
            onClick={() => run(open, 'withdraw')}
          >
            {t('counterOffers.withdraw')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
