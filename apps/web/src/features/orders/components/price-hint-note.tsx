import { LineChartOutlined } from '@ant-design/icons';
import {
  PRICE_HINT,
  type Currency,
  type PriceHint,
  type PriceHintQuery,
  type TransportType,
} from '@freight/shared';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format';
import { usePlaceName } from '../../../lib/i18n/place-names';
import { usePriceHint } from '../api/get-price-hint';

/** How long typing in a city waits before the lane is asked: one request per pause, not per key. */
const TYPING_PAUSE_MS = 400;

export interface PriceHintLane {
  fromCity?: string;
  toCity?: string;
  bodyType?: TransportType;
  currency?: Currency;
  /** The route's length, when its points have coordinates. */
  km?: number | null;
}

function laneQuery(lane: PriceHintLane): PriceHintQuery | null {
  const fromCity = lane.fromCity?.trim();
  const toCity = lane.toCity?.trim();
  if (!fromCity || !toCity || !lane.bodyType || !lane.currency) return null;
  return {
    fromCity,
    toCity,
    bodyType: lane.bodyType,
    currency: lane.currency,
    km: lane.km ?? undefined,
  };
}

/** The lane once typing pauses; compared by value, so a new object of the same lane is no change. */
function useSettledQuery(query: PriceHintQuery | null): PriceHintQuery | null {
  const key = JSON.stringify(query);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return useMemo(() => JSON.parse(settledKey) as PriceHintQuery | null, [settledKey]);
}

const boxStyle = {
  padding: '10px 12px',
  borderRadius: 8,
  background: 'rgba(22, 119, 255, 0.06)',
  border: '1px solid rgba(22, 119, 255, 0.18)',
} as const;

function HintFigures({ hint, bodyType }: { hint: PriceHint; bodyType: TransportType }) {
  const { t } = useTranslation(['pricing', 'orders']);
  const placeName = usePlaceName();
  const { total, perKm } = hint;
  if (!total || !hint.basis || !hint.from || !hint.to) return null;
  const money = (amount: number) => formatMoney(amount, hint.currency);
  const lane = t(`pricing:hint.basis.${hint.basis}`, {
    from: placeName(hint.from),
    to: placeName(hint.to),
    body: t(`orders:transportType.${bodyType}`),
  });
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="price-hint-basis">
        {lane}
      </Typography.Text>
      <Flex gap="4px 16px" wrap align="baseline">
        <Typography.Text>
          {t('pricing:hint.median')}{' '}
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="price-hint-median">
            {money(total.median)}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text data-testid="price-hint-range">
          {t('pricing:hint.range', { from: money(total.p25), to: money(total.p75) })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="price-hint-deals">
          {t('pricing:hint.deals', { count: total.deals })}
        </Typography.Text>
      </Flex>
      {perKm && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="price-hint-per-km">
          {t('pricing:hint.perKm', {
            median: money(perKm.median),
            from: money(perKm.p25),
            to: money(perKm.p75),
            count: perKm.deals,
          })}
          {hint.routeEstimate !== null &&
            ` · ${t('pricing:hint.routeEstimate', { price: money(hint.routeEstimate) })}`}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * What the lane cost in the platform's own completed deals (issue 32): the median and the
 * middle half of the agreed prices of 90 days, in the currency being entered, beside the
 * price field of the order form and of a carrier's response.
 */
export function PriceHintNote({ lane, testId }: { lane: PriceHintLane; testId?: string }) {
  const { t } = useTranslation(['pricing', 'orders']);
  const query = useSettledQuery(laneQuery(lane));
  const hint = usePriceHint(query);

  let body;
  if (!query) {
    body = <Typography.Text type="secondary">{t('pricing:hint.needsLane')}</Typography.Text>;
  } else if (hint.isPending) {
    body = (
      <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} aria-busy />
    );
  } else if (hint.isError) {
    body = (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="warning">{t('pricing:hint.error')}</Typography.Text>
        <Button size="small" onClick={() => void hint.refetch()}>
          {t('pricing:hint.retry')}
        </Button>
      </Flex>
    );
  } else if (hint.data.basis === null) {
    body = (
      <Typography.Text type="secondary" data-testid="price-hint-too-few">
        {t('pricing:hint.tooFew', { min: PRICE_HINT.minDeals, days: PRICE_HINT.days })}
      </Typography.Text>
    );
  } else {
    body = <HintFigures hint={hint.data} bodyType={query.bodyType} />;
  }

  return (
    <section
      style={boxStyle}
      data-testid={testId ?? 'price-hint'}
      aria-live="polite"
      aria-label={t('pricing:hint.title', { days: PRICE_HINT.days })}
    >
      <Flex gap={8} align="flex-start">
        <LineChartOutlined style={{ color: '#1677ff', marginTop: 4 }} aria-hidden />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>
            {t('pricing:hint.title', { days: PRICE_HINT.days })}
          </Typography.Text>
          {body}
        </Flex>
      </Flex>
    </section>
  );
}
