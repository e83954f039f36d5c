import {
  type AgreedPrice,
  type Currency,
  type OrderListItem,
  type OrderSummary,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import {
  findOrderSummaryRowsByIds,
  type OrderListRow,
  type OrderSummaryRow,
} from './order-list-repo.js';

/** The joined response's price and currency, together or not at all. */
function agreedPriceOf(row: {
  agreedPrice: number | null;
  agreedCurrency: Currency | null;
}): AgreedPrice | null {
  return row.agreedPrice !== null && row.agreedCurrency !== null
    ? { price: row.agreedPrice, currency: row.agreedCurrency }
    : null;
}

/** A list row as the answer nests it: the route's ends as objects. */
export function toOrderListItem(row: OrderListRow): OrderListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt,
    plannedLoadingDate: row.plannedLoadingDate,
    transportType: row.transportType,
    cargoName: row.cargoName,
    cargoWeightTons: row.cargoWeightTons,
    price: row.price,
    currency: row.currency,
    agreedPrice: agreedPriceOf(row),
    from: { city: row.fromCity },
    to: { city: row.toCity },
    routePointCount: row.routePointCount,
    responseCount: row.responseCount,
    myResponseStatus: row.myResponseStatus,
    hasOpenProblem: row.hasOpenProblem,
    hasOpenDeletionRequest: row.hasOpenDeletionRequest,
    invited: row.invited,
    instantBooking: row.instantBooking,
    publicationStage: row.publicationStage,
    poolUntil: row.poolUntil,
  };
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    plannedLoadingDate: row.plannedLoadingDate,
    plannedUnloadingDate: row.plannedUnloadingDate,
    transportType: row.transportType,
    cargoName: row.cargoName,
    cargoWeightTons: row.cargoWeightTons,
    price: row.price,
    currency: row.currency,
    agreedPrice: agreedPriceOf(row),
    from: { city: row.routeFromCity, address: row.routeFromAddress },
    to: { city: row.routeToCity, address: row.routeToAddress },
    routePointCount: row.routePointCount,
    ownerCompany: { id: row.ownerCompanyId, name: row.ownerCompanyName },
    responseCount: row.responseCount,
    myResponseStatus: row.myResponseStatus,
    hasOpenProblem: row.hasOpenProblem,
    hasOpenDeletionRequest: row.hasOpenDeletionRequest,
    invited: row.invited,
    instantBooking: row.instantBooking,
    publicationStage: row.publicationStage,
    poolUntil: row.poolUntil?.toISOString() ?? null,
  };
}

/**
 * Summaries of the orders of `ids`, by id (other lists embed them: problems, deletions), with
 * the responses of `respondingCompanyId` (`respondingCompanyOf` the viewer).
 */
export async function loadOrderSummaries(
  db: DbExecutor,
  ids: readonly string[],
  respondingCompanyId: string | null,
): Promise<Map<string, OrderSummary>> {
  const rows = await findOrderSummaryRowsByIds(db, [...new Set(ids)], respondingCompanyId);
  return new Map(rows.map((row) => [row.id, toOrderSummary(row)]));
}
