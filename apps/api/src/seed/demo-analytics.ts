import { platformToday } from '@freight/shared';
import { inArray, like, sql } from 'drizzle-orm';
import {
  recomputeCompanyRating,
  recomputeDriverRating,
} from '../modules/orders/settlement/rating-repo.js';
import type { Database, Tx } from '../db/client.js';
import {
  driverFines,
  orderDeletionRequests,
  orderProblems,
  orderRatings,
  orderResponseCounts,
  orderResponses,
  orderRoutePoints,
  orders,
  orderTripSteps,
} from '../db/schema.js';
import { cycle, DAY_MS, loadCast, type Cast } from './demo-analytics-cast.js';
import { HISTORY_ORDERS, NUMBER_BASE, planHistoryOrder } from './demo-analytics-order-plan.js';
import { orderRowsOf } from './demo-analytics-orders.js';
import { seedRegistrations } from './demo-analytics-registrations.js';
import { seedSecondFleet } from './demo-analytics-second-fleet.js';
import { tripRowsOf } from './demo-analytics-trips.js';

/**
 * A year of history behind the analytics dashboards (issue 12), so that after `npm start`
 * every figure of the forwarder's, the carrier's and the admin's dashboard has numbers for
 * each preset (this month, last 30 days, quarter, year): companies registered and decided
 * (demo-analytics-registrations.ts), a second carrier whose drivers were approved, rejected
 * and blacklisted (demo-analytics-second-fleet.ts), completed orders of the demo forwarder
 * carried by both carriers with publication, responses, selection, trip steps, ratings both
 * ways, problems and deletions (demo-analytics-order-plan.ts and the rows that follow from
 * it), and fines of the drivers. Orders go in as bulk inserts of rows planned here (the order
 * services would take seconds per order and cannot date events in the past).
 */

async function seedHistory(tx: Tx, cast: Cast, now: number): Promise<void> {
  const planned = Array.from({ length: HISTORY_ORDERS }, (_, index) => {
    const plan = planHistoryOrder(cast, index, now);
    return { plan, ...orderRowsOf(plan, cast), ...tripRowsOf(plan, cast) };
  });
  await tx.insert(orders).values(planned.map((order) => order.order));
  await tx.insert(orderRoutePoints).values(planned.flatMap((order) => order.points));
  await tx.insert(orderResponses).values(planned.flatMap((order) => order.responses));
  await tx
    .insert(orderResponseCounts)
    .values(
      planned.map((order) => ({ orderId: order.plan.orderId, responses: order.responses.length })),
    );
  // The accepted offers become the selections, in one statement (the order row comes first:
  // the two point at each other).
  const selectedOrders = planned
    .filter((order) => order.plan.selected)
    .map((order) => order.plan.orderId);
  await tx.execute(sql`
    update orders o set selected_response_id = r.id, selected_carrier_company_id = r.carrier_company_id
      from order_responses r
     where r.order_id = o.id and r.status = 'ACCEPTED' and ${inArray(sql`o.id`, selectedOrders)}`);
  await tx.insert(orderTripSteps).values(planned.flatMap((order) => order.steps));
  await tx.insert(orderRatings).values(planned.flatMap((order) => order.ratings));
  const problems = planned.flatMap((order) => order.problems);
  if (problems.length > 0) await tx.insert(orderProblems).values(problems);
  const deletions = planned.flatMap((order) => order.deletions);
  if (deletions.length > 0) await tx.insert(orderDeletionRequests).values(deletions);
}

/** A fine a month for the demo carrier's drivers and the second carrier's. */
async function seedFines(tx: Tx, cast: Cast, now: number): Promise<void> {
  const fleet = cast.carriers.flatMap((carrier) => carrier.drivers);
  await tx.insert(driverFines).values(
    Array.from({ length: 14 }, (_, index) => ({
      driverId: cycle(fleet, index),
      amount: 19_660 + (index % 4) * 9_830,
      currency: 'KZT',
      finedOn: platformToday(new Date(now - index * 26 * DAY_MS)),
      description:
        index % 2 === 0
          ? 'Превышение скорости на 10–20 км/ч (5 МРП)'
          : 'Нарушение режима труда и отдыха (10 МРП)',
      createdBy: cast.securityService.id,
      createdAt: new Date(now - index * 26 * DAY_MS),
    })),
  );
}

/**
 * Seeds the history once: does nothing when its orders exist. Runs after the other demo seeds
 * (it reads the demo companies, people and fleet). Returns whether anything was written.
 */
export async function seedDemoAnalytics(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.number, `KZ-____-${String(NUMBER_BASE).slice(0, 1)}_____`))
    .limit(1);
  if (existing) return false;
  const cast = await loadCast(db);
  if (!cast) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const secondCarrierId = await seedRegistrations(tx, cast, now);
    cast.carriers.push(await seedSecondFleet(tx, cast, secondCarrierId, now));
    await seedHistory(tx, cast, now);
    await seedFines(tx, cast, now);
    for (const carrier of cast.carriers) {
      await recomputeCompanyRating(tx, carrier.companyId);
      for (const driverId of carrier.drivers) await recomputeDriverRating(tx, driverId);
    }
    await recomputeCompanyRating(tx, cast.forwarderId);
  });
  return true;
}
