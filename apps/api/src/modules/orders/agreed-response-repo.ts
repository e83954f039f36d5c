import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderResponses, orders } from '../../db/schema.js';

/**
 * The selected carrier's response as the lists join it: by its own name, since the lists
 * already read `order_responses` for the caller's own latest response.
 */
export const agreedResponses = alias(orderResponses, 'agreed_response');

/**
 * How a list row finds the price agreed with the selected carrier: the order's selected
 * response, and for a carrier's company only when the selection is its own — another
 * carrier's price is not its to read, as the order view keeps the selection from it too.
 */
export function agreedResponseJoin(respondingCompanyId: string | Placeholder | null): SQL {
  const selected = sql`${agreedResponses.id} = ${orders.selectedResponseId}`;
  return respondingCompanyId === null
    ? selected
    : sql`${selected} and ${agreedResponses.carrierCompanyId} = ${respondingCompanyId}`;
}
