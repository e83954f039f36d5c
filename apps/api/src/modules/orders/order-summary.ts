import type { OrderSummary } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { findOrderSummaryRowsByIds, type OrderSummaryRow } from './order-list-repo.js';

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  const route = row.route ?? [];
  const end = (point: [string, string] | undefined) =>
    point ? { city: point[0], address: point[1] } : { city: '', address: '' };
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
    from: end(route[0]),
    to: end(route.at(-1)),
    routePointCount: route.length,
    ownerCompany: { id: row.ownerCompanyId, name: row.ownerCompanyName },
    responseCount: Number(row.responses?.[0] ?? 0),
    myResponseStatus: row.responses?.[1] ?? null,
    hasOpenProblem: row.hasOpenProblem,
    hasOpenDeletionRequest: row.hasOpenDeletionRequest,
  };
}

/** Summaries of the orders of `ids`, by id (other lists embed them: problems, deletions). */
export async function loadOrderSummaries(
  db: DbExecutor,
  ids: readonly string[],
  callerCompanyId: string | null,
): Promise<Map<string, OrderSummary>> {
  const rows = await findOrderSummaryRowsByIds(db, [...new Set(ids)], callerCompanyId);
  return new Map(rows.map((row) => [row.id, toOrderSummary(row)]));
}
