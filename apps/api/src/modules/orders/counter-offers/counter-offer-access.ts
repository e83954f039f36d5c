import { OrderParty } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { OrderAccess } from '../core/order-access.js';
import {
  findResponseOfOrder,
  type CounterOfferRow,
  type ResponseRow,
} from '../core/response-repo.js';
import { findCounterOfferOfResponse } from './counter-offer-repo.js';

/**
 * The response named in the path, for the owner side: it sees every response of its order
 * (as `listResponses` shows them); to anyone else, even a party that sees the order, the
 * response is not found.
 */
export async function requireOwnersResponse(
  db: DbExecutor,
  access: OrderAccess,
  responseId: string,
): Promise<ResponseRow> {
  if (access.party !== OrderParty.OWNER_COMPANY) throw notFound();
  const response = await findResponseOfOrder(db, access.order.id, responseId);
  if (!response) throw notFound();
  return response;
}

/** The counter-offer named in the path, on that response; one on another response is not found. */
export async function requireCounterOffer(
  db: DbExecutor,
  responseId: string,
  offerId: string,
): Promise<CounterOfferRow> {
  const offer = await findCounterOfferOfResponse(db, responseId, offerId);
  if (!offer) throw notFound();
  return offer;
}

/** Whom an audit row of a counter-offer concerns: the history filters by these keys. */
export function counterOfferReference(response: ResponseRow, offer: Pick<CounterOfferRow, 'id'>) {
  return {
    responseId: response.id,
    carrierCompanyId: response.carrierCompanyId,
    counterOfferId: offer.id,
  };
}
