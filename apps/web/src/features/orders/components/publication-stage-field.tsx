import {
  can,
  CARRIER_SIDE_ROLES,
  isRoleIn,
  OrderStatus,
  POOL_HOURS,
  PublicationStage,
  type OrderDetail,
} from '@freight/shared';
import { Alert, Col, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format/format';
import { useCarrierPool } from '../../../lib/query/carrier-pool-query';
import { useAccount } from '../../../lib/session/use-session';
import { NumberField } from './number-field';
import { orderFieldProps } from './order-field-rule';
import type { OrderFormValues } from './order-form-values';

const STAGES = Object.values(PublicationStage);

/**
 * An order offered to the company's carriers reaches nobody while it has none: said here,
 * before publishing, rather than only by the server's CARRIER_POOL_EMPTY after. The page to
 * add them opens beside the form, which keeps what was typed.
 */
function EmptyPoolWarning() {
  const { t } = useTranslation('orders');
  const account = useAccount();
  const pool = useCarrierPool({
    enabled: account !== null && can(account.roleType, 'manage:carrier_pool:own'),
  });
  if (pool.data?.items.length !== 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="order-pool-empty"
      title={t('stage.poolEmpty')}
      description={
        <Link to="/my-carriers" target="_blank" data-testid="order-pool-empty-link">
          {t('stage.addCarriers')}
        </Link>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** The three stages, and the hours of the first one's window. */
function PublicationStageChoice() {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance<OrderFormValues>();
  const chosen = Form.useWatch('publicationStage', form) ?? PublicationStage.PUBLIC;
  return (
    <Col xs={24}>
      <Form.Item
        name="publicationStage"
        label={t('fields.publicationStage')}
        extra={t(`stage.hint.${chosen}`)}
      >
        <Radio.Group orientation="vertical" data-testid="order-field-publicationStage">
          {STAGES.map((value) => (
            <Radio key={value} value={value} data-testid={`order-stage-${value}`}>
              {t(`publicationStage.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {chosen === PublicationStage.POOL && (
        <Form.Item
          name="poolHours"
          label={t('fields.poolHours')}
          dependencies={['publicationStage']}
          {...orderFieldProps('poolHours')}
          // The shared schema requires the hours for POOL only, which an empty form is not.
          required
        >
          <NumberField
            testId="order-field-poolHours"
            min={POOL_HOURS.min}
            max={POOL_HOURS.max}
            precision={0}
            inputMode="numeric"
            suffix={t('units.hours')}
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
      {chosen !== PublicationStage.PUBLIC && <EmptyPoolWarning />}
    </Col>
  );
}

/**
 * Who sees the order once published (issue 32). It is chosen while the order is a draft; a
 * published order keeps its stage (the server ignores a change), so the form only names it.
 * The names speak as the owner ("My carriers only"): a carrier reads its own words in the
 * order's header tag instead.
 */
export function PublicationStageField({ order }: { order?: OrderDetail }) {
  const { t } = useTranslation('orders');
  const account = useAccount();
  if (account && isRoleIn(account.roleType, CARRIER_SIDE_ROLES)) return null;
  if (!order || order.status === OrderStatus.DRAFT) return <PublicationStageChoice />;
  const { publicationStage: stage, poolHours } = order;
  return (
    <Col xs={24}>
      <Form.Item
        label={t('fields.publicationStage')}
        extra={stage === PublicationStage.PUBLIC ? undefined : t('stage.fixedHint')}
      >
        <Typography.Text data-testid="order-publication-stage-text" data-stage={stage}>
          {t(`publicationStage.${stage}`)}
          {stage === PublicationStage.POOL && poolHours !== null && (
            <Typography.Text type="secondary">
              {' · '}
              {`${formatNumber(poolHours)} ${t('units.hours')}`}
            </Typography.Text>
          )}
        </Typography.Text>
      </Form.Item>
    </Col>
  );
}
