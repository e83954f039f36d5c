import { OrderStatus, STATUS_OF_TRIP_STEP, TRIP_STEPS, type TripStep } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { orders, orderTripSteps } from '../src/db/schema.js';

/**
 * A TEST SHORTCUT, not the trip's rules: puts an order that has a signed contract straight into
 * a later trip status by writing its status and the trip step rows up to it (one hour apart,
 * ending an hour ago), as if the carrier had recorded them. Settlement tests start from
 * DELIVERED without going through the trip's step endpoints.
 */
export async function forceTripStatus(
  app: App,
  orderId: string,
  status: OrderStatus,
  recordedBy: string,
): Promise<{ version: number }> {
  const reached = TRIP_STEPS.filter(
    (step): step is TripStep =>
      step !== 'CONTRACT_SIGNED' &&
      ORDER_STATUS_ORDER.indexOf(STATUS_OF_TRIP_STEP[step]) <= ORDER_STATUS_ORDER.indexOf(status),
  );
  const db = app.database.db;
  const start = Date.now() - (reached.length + 1) * 3_600_000;
  for (const [index, step] of reached.entries()) {
    await db.insert(orderTripSteps).values({
      orderId,
      step,
      actualAt: new Date(start + index * 3_600_000),
      recordedBy,
      sealNumber: step === 'LOADING_DEPARTED' || step === 'UNLOADING_STARTED' ? 'KZ 0001' : null,
    });
  }
  const [row] = await db
    .update(orders)
    .set({ status, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  if (!row) throw new Error('order not found');
  return row;
}

const ORDER_STATUS_ORDER: readonly OrderStatus[] = [
  OrderStatus.CONTRACT_SIGNED,
  OrderStatus.LOADING,
  OrderStatus.IN_TRANSIT,
  OrderStatus.UNLOADING,
  OrderStatus.DELIVERED,
  OrderStatus.PAYMENT_SENT,
  OrderStatus.COMPLETED,
];

/** Moves the current COMPLETED step of an order `days` into the past (the rating window). */
export async function backdateCompletion(app: App, orderId: string, days: number): Promise<void> {
  await app.database.db
    .update(orderTripSteps)
    .set({ actualAt: sql`${orderTripSteps.actualAt} - make_interval(days => ${days})` })
    .where(sql`${orderTripSteps.orderId} = ${orderId} and ${orderTripSteps.step} = 'COMPLETED'`);
}
