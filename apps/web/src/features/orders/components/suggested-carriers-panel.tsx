import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import type { OrderDetail, SuggestedCarrier } from '@freight/shared';
import { App, Button, Card, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration } from '../../../lib/format/format';
import { usePlaceName } from '../../../lib/i18n/place-names';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useInviteCarrier, useSuggestedCarriers } from '../api/suggested-carriers';

/** A median answer time in the reader's words: hours below two days, days after. */
function answerTime(minutes: number): string {
  const hours = minutes / 60;
  return hours < 48
    ? formatDuration(Math.max(hours, 0.1), 'hour')
    : formatDuration(hours / 24, 'day');
}

/** Each reason the carrier is suggested, as a sentence; those that do not hold are left out. */
function useReasons() {
  const { t } = useTranslation('trucks');
  const placeName = usePlaceName();
  return (carrier: SuggestedCarrier): string[] =>
    [
      carrier.truckOffer &&
        t('suggestions.reasons.truck', {
          place: placeName(carrier.truckOffer.place),
          from: formatDate(carrier.truckOffer.availableFrom),
          to: formatDate(carrier.truckOffer.availableTo),
        }),
      carrier.laneOrders > 0 && t('suggestions.reasons.lane', { count: carrier.laneOrders }),
      carrier.ordersWithForwarder > 0 &&
        t('suggestions.reasons.worked', { count: carrier.ordersWithForwarder }),
      carrier.trustScore !== null && t('suggestions.reasons.trust', { score: carrier.trustScore }),
      carrier.medianResponseMinutes !== null &&
        t('suggestions.reasons.speed', { time: answerTime(carrier.medianResponseMinutes) }),
    ].filter((reason): reason is string => typeof reason === 'string');
}

function SuggestionRow({ order, carrier }: { order: OrderDetail; carrier: SuggestedCarrier }) {
  const { t } = useTranslation('trucks');
  const { message } = App.useApp();
  const invite = useInviteCarrier(order.id);
  const reasons = useReasons()(carrier);
  return (
    <Flex
      gap={12}
      wrap
      justify="space-between"
      align="flex-start"
      data-testid="suggested-carrier"
      data-company-id={carrier.company.id}
      data-invited={String(carrier.invited)}
      style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex gap={12} align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Progress type="circle" size={40} percent={carrier.score} format={(value) => value} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>{carrier.company.name}</Typography.Text>
          {reasons.map((reason) => (
            <Typography.Text key={reason} type="secondary" style={{ fontSize: 13 }}>
              {reason}
            </Typography.Text>
          ))}
        </Flex>
      </Flex>
      {carrier.invited ? (
        <Button icon={<CheckOutlined />} disabled data-testid="suggested-carrier-invited">
          {t('suggestions.invited')}
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={invite.isPending}
          data-testid="suggested-carrier-invite"
          onClick={() =>
            invite.mutate(carrier.company.id, {
              onSuccess: () =>
                void message.success(
                  t('suggestions.invitedDone', { company: carrier.company.name }),
                ),
            })
          }
        >
          {t('suggestions.invite')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The owner side's suggested carriers for its published order (issue 31): likeliest first,
 * each with its reasons in words and an Invite button.
 */
export function SuggestedCarriersPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('trucks');
  const suggestions = useSuggestedCarriers(order.id);
  return (
    <Card title={t('suggestions.title')} data-testid="suggested-carriers" size="small">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('suggestions.hint')}
      </Typography.Paragraph>
      {suggestions.isPending ? (
        <PageLoading />
      ) : suggestions.isError ? (
        <PageError error={suggestions.error} onRetry={() => void suggestions.refetch()} />
      ) : suggestions.data.items.length === 0 ? (
        <PageEmpty
          compact
          title={t('suggestions.empty')}
          description={t('suggestions.emptyHint')}
        />
      ) : (
        suggestions.data.items.map((carrier) => (
          <SuggestionRow key={carrier.company.id} order={order} carrier={carrier} />
        ))
      )}
    </Card>
  );
}
