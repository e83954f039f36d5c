import { OrderSide } from '@freight/shared';

interface OrderCompanies {
  ownerCompanyId: string;
  selectedCarrierCompanyId: string | null;
}

/** The company standing on `side` of the order. */
export function companyOfSide(order: OrderCompanies, side: OrderSide): string | null {
  return side === OrderSide.FORWARDER ? order.ownerCompanyId : order.selectedCarrierCompanyId;
}

/** The company on the other side than `side`: who reviews a file, who hears of a step. */
export function otherSideCompanyId(order: OrderCompanies, side: OrderSide): string | null {
  return companyOfSide(
    order,
    side === OrderSide.FORWARDER ? OrderSide.CARRIER : OrderSide.FORWARDER,
  );
}
