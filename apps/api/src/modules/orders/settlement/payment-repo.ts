import type { Currency } from '@freight/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { orderPayments, orderResponses } from '../../../db/schema.js';

export type PaymentRow = typeof orderPayments.$inferSelect;

/**
 * The accepted response of the order: its price is the agreed one (the contract's), its
 * driver the one the forwarder's rating also rates.
 */
export async function findSelectedResponse(
  db: DbExecutor,
  responseId: string,
): Promise<{ price: number; currency: Currency; driverId: string } | null> {
  const [row] = await db
    .select({
      price: orderResponses.price,
      currency: orderResponses.currency,
      driverId: orderResponses.driverId,
    })
    .from(orderResponses)
    .where(eq(orderResponses.id, responseId));
  return row ?? null;
}

export async function insertPayment(
  db: DbExecutor,
  values: {
    orderId: string;
    receiptOrderFileId: string;
    amount: number;
    currency: Currency;
    comment: string | null;
    sentBy: string;
  },
): Promise<PaymentRow> {
  const [row] = await db.insert(orderPayments).values(values).returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

/** The receipt attached to the latest payment of the order; null before the first payment. */
export async function findLatestPaymentReceiptId(
  db: DbExecutor,
  orderId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ receiptId: orderPayments.receiptOrderFileId })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return row?.receiptId ?? null;
}
