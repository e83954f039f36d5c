import { ratingSummaryOf, type CounterOfferView, type OrderResponseView } from '@freight/shared';
import type { DbExecutor, SqlCondition } from '../../../db/client.js';
import { driverFullName } from '../../fleet/drivers/driver-view.js';
import { trustScoreOf } from '../../ratings/company-trust-score.js';
import { personName } from './order-repo.js';
import {
  findResponseViewRows,
  responseWithId,
  type CounterOfferJson,
  type ResponseViewRow,
} from './response-repo.js';

/** A response as the order shows it; `trustScore` is the carrier's (docs/trust-score.md). */
export function toResponseView(row: ResponseViewRow, trustScore: number | null): OrderResponseView {
  const { response, carrier, driver, vehicle, author } = row;
  return {
    id: response.id,
    orderId: response.orderId,
    status: response.status,
    price: response.price,
    currency: response.currency,
    comment: response.comment,
    version: response.version,
    createdAt: response.createdAt.toISOString(),
    updatedAt: response.updatedAt.toISOString(),
    carrier: {
      id: carrier.id,
      name: carrier.name,
      bin: carrier.bin,
      rating: carrier.rating,
      ratingSummary: ratingSummaryOf(carrier),
      trustScore,
    },
    driver: {
      id: driver.id,
      name: driverFullName(driver),
      phone: driver.phone,
      rating: driver.rating,
      ratingSummary: ratingSummaryOf(driver),
      status: driver.status,
      blacklisted: driver.blacklisted,
    },
    vehicle,
    createdBy: { id: author.id, name: personName(author) },
    counterOffers: row.counterOffers.map((offer) => toCounterOfferView(response.id, offer)),
  };
}

function toCounterOfferView(responseId: string, offer: CounterOfferJson): CounterOfferView {
  return {
    id: offer.id,
    responseId,
    status: offer.status,
    price: Number(offer.price),
    currency: offer.currency,
    comment: offer.comment,
    createdAt: new Date(offer.createdAt).toISOString(),
    createdBy: {
      id: offer.createdById,
      name: personName({ firstName: offer.createdByFirstName, lastName: offer.createdByLastName }),
    },
    decidedAt: offer.decidedAt ? new Date(offer.decidedAt).toISOString() : null,
    decidedBy: offer.decidedById
      ? {
          id: offer.decidedById,
          name: personName({
            firstName: offer.decidedByFirstName ?? '',
            lastName: offer.decidedByLastName ?? '',
          }),
        }
      : null,
  };
}

export async function loadResponseViews(
  db: DbExecutor,
  where: SqlCondition | undefined,
): Promise<OrderResponseView[]> {
  const rows = await findResponseViewRows(db, where);
  const now = new Date();
  return rows.map((row) =>
    toResponseView(row, trustScoreOf(row.carrier, row.carrierTrustFacts, now)?.score ?? null),
  );
}

export async function loadResponseView(db: DbExecutor, id: string): Promise<OrderResponseView> {
  const [view] = await loadResponseViews(db, responseWithId(id));
  if (!view) throw new Error(`response ${id} not found`);
  return view;
}
