import { ORDER_STATUS_PATH, OrderStatus } from '@freight/shared';

const FIRST_CONTRACT_STATUS = ORDER_STATUS_PATH.indexOf(OrderStatus.CARRIER_SELECTED);

/**
 * Whether the order has reached the contract (a carrier is chosen). A cancelled order keeps
 * its section: what was generated or signed before stays readable.
 */
export function hasContractStage(status: OrderStatus): boolean {
  return (
    status === OrderStatus.CANCELLED || ORDER_STATUS_PATH.indexOf(status) >= FIRST_CONTRACT_STATUS
  );
}
