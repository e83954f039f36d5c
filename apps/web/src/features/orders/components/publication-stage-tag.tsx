import { TeamOutlined } from '@ant-design/icons';
import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  isRoleIn,
  OrderStatus,
  PublicationStage,
  type Account,
  type OrderListItem,
} from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useAccount } from '../../../lib/session/use-session';

/**
 * Who reads the tag: the owner company (a forwarder sees only its own company's orders), a
 * carrier it was offered to (others get 404), or platform staff.
 */
type StageViewer = 'owner' | 'carrier' | 'other';

function stageViewerOf(account: Account | null): StageViewer {
  if (!account) return 'other';
  if (isRoleIn(account.roleType, FORWARDER_SIDE_ROLES)) return 'owner';
  return isRoleIn(account.roleType, CARRIER_SIDE_ROLES) ? 'carrier' : 'other';
}

type StagedOrder = Pick<OrderListItem, 'status' | 'publicationStage' | 'poolUntil'>;

interface PublicationStageTagProps {
  order: StagedOrder;
  /** In a list: the stage alone, the time it opens to the board in the tag's tooltip. */
  compact?: boolean;
}

/**
 * Issue 32: a published order that only the owner's carriers see yet, said from where the
 * reader stands ("My carriers first · until …" to the owner, "Offered to you first" to the
 * carrier). Nothing for an order on the whole board, nor once a carrier is chosen.
 */
export function PublicationStageTag({ order, compact = false }: PublicationStageTagProps) {
  const { t } = useTranslation('orders');
  const account = useAccount();
  const { publicationStage: stage, poolUntil } = order;
  if (order.status !== OrderStatus.PUBLISHED || stage === PublicationStage.PUBLIC) return null;
  const viewer = stageViewerOf(account);
  const label = t(`stage.tag.${viewer}.${stage}`);
  // The carrier is told it comes first; when the board sees it is the owner's business.
  const until =
    poolUntil && viewer !== 'carrier'
      ? t('stage.until', { stage: label, time: formatDateTime(poolUntil) })
      : null;
  return (
    <Tag
      color="purple"
      icon={<TeamOutlined />}
      title={compact ? (until ?? undefined) : undefined}
      data-testid="order-publication-stage"
      data-stage={stage}
      style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
    >
      {compact ? label : (until ?? label)}
    </Tag>
  );
}
