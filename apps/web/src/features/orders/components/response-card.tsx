import { CarOutlined, UserOutlined } from '@ant-design/icons';
import type { OrderResponseView } from '@freight/shared';
import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format/format';
import { RatingSummaryText, type Rated } from '../../../ui/rating-summary';
import { TrustScoreLink } from '../../../ui/trust-score-link';
import { ResponseStatusTag } from '../../../ui/status-tag/status-tag';

/** A carrier's or driver's rating: the average with the number of ratings beside it. */
function Rating({ rated }: { rated: Rated }) {
  const { t } = useTranslation('orders');
  return <RatingSummaryText rated={rated} emptyText={t('responses.noRating')} />;
}

interface ResponseCardProps {
  response: OrderResponseView;
  /** `response-row` in the owner's list, `my-response` for the carrier's own. */
  testId: string;
  statusTestId?: string;
  actions?: ReactNode;
  /** Below the offer: its counter-offers, and the form for a new one. */
  footer?: ReactNode;
}

/** A carrier's offer: who, which driver and vehicle, at what price, with what comment. */
export function ResponseCard({
  response,
  testId,
  statusTestId,
  actions,
  footer,
}: ResponseCardProps) {
  const { t } = useTranslation('orders');
  const { carrier, driver, vehicle } = response;
  const vehicleText = [vehicle.brand, vehicle.model, vehicle.manufactureYear]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  return (
    <div
      data-testid={testId}
      data-status={response.status}
      data-carrier={carrier.name}
      data-response-id={response.id}
    >
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{carrier.name}</span>
            <Rating rated={carrier} />
            <TrustScoreLink companyId={carrier.id} />
          </Flex>
        }
        extra={<ResponseStatusTag status={response.status} testId={statusTestId} />}
      >
        <Flex vertical gap={8}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="response-price">
            {formatMoney(response.price, response.currency)}
          </Typography.Text>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'driver',
                label: (
                  <span>
                    <UserOutlined /> {t('responses.driver')}
                  </span>
                ),
                children: (
                  <Flex vertical>
                    <span>{driver.name}</span>
                    <Typography.Text type="secondary">
                      {driver.phone ?? '—'} · <Rating rated={driver} />
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'vehicle',
                label: (
                  <span>
                    <CarOutlined /> {t('responses.vehicle')}
                  </span>
                ),
                children: (
                  <Flex vertical>
                    <span style={{ fontFamily: 'monospace' }}>{vehicle.plateNumber}</span>
                    <Typography.Text type="secondary">{vehicleText}</Typography.Text>
                  </Flex>
                ),
              },
            ]}
          />
          {response.comment && (
            <Typography.Paragraph
              style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {response.comment}
            </Typography.Paragraph>
          )}
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {response.createdBy.name} · {formatDateTime(response.updatedAt)}
            </Typography.Text>
            {actions && (
              <Flex gap={8} wrap>
                {actions}
              </Flex>
            )}
          </Flex>
          {footer}
        </Flex>
      </Card>
    </div>
  );
}
