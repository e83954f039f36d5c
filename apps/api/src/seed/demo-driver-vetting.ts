import {
  approveDriverRequestSchema,
  blacklistDriverRequestSchema,
  createDriverRequestSchema,
  DriverHistoryAction,
  rejectDriverRequestSchema,
  type DriverFormInput,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { blacklistDriver } from '../modules/fleet/review/blacklist-driver.js';
import { approveDriver, rejectDriver } from '../modules/fleet/review/decide-driver-review.js';
import { createDriver } from '../modules/fleet/drivers/create-driver.js';
import { driverLink } from '../modules/fleet/drivers/driver-notices.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';
import { auditLog, drivers, driverStatusHistory, notifications } from '../db/schema.js';

/**
 * A demo driver's life, told through the fleet's own services: the carrier adds the driver
 * (the add-driver form's rules: IIN check digit, names, documents), the security service
 * approves or rejects (a rejection with its comment) and may blacklist (with its reason). So
 * every seeded state is one the product produces, with its history and audit rows; an approved
 * driver who is blacklisted later stays approved, as decision 006 has it.
 */
export interface DemoDriverStory {
  form: DriverFormInput;
  addedAt: Date;
  review?: { at: Date; approved: true } | { at: Date; approved: false; comment: string };
  blacklisting?: { at: Date; reason: string };
}

const SEED_META = { ip: '127.0.0.1', userAgent: 'demo seed' };

/** Runs the story and answers the driver's id. */
export async function vetDemoDriver(
  db: Database,
  people: { carrier: AuthUser; securityService: AuthUser },
  story: DemoDriverStory,
): Promise<string> {
  const deps = { db };
  const { carrier, securityService } = people;
  const added = await createDriver(
    deps,
    carrier,
    createDriverRequestSchema.parse(story.form),
    {},
    SEED_META,
  );
  const { review, blacklisting } = story;
  if (review?.approved) {
    const request = approveDriverRequestSchema.parse({ version: added.version });
    await approveDriver(deps, securityService, added.id, request, SEED_META);
  } else if (review) {
    const request = rejectDriverRequestSchema.parse({
      version: added.version,
      comment: review.comment,
    });
    await rejectDriver(deps, securityService, added.id, request, SEED_META);
  }
  if (blacklisting) {
    const request = blacklistDriverRequestSchema.parse({ reason: blacklisting.reason });
    await blacklistDriver(deps, securityService, added.id, request, SEED_META);
  }
  await dateTheStory(db, added.id, story);
  return added.id;
}

/**
 * The services date every step now; the demo's drivers were added and decided on days before
 * the seed (the dashboards count decisions by day), so their rows get the story's instants.
 * The notices the steps sent are dropped: the demo bells keep their curated notifications.
 */
async function dateTheStory(db: Database, driverId: string, story: DemoDriverStory) {
  const steps: [DriverHistoryAction, string, Date][] = [
    [DriverHistoryAction.SUBMITTED, 'driver.created', story.addedAt],
  ];
  if (story.review?.approved) {
    steps.push([DriverHistoryAction.APPROVED, 'driver.approved', story.review.at]);
  } else if (story.review) {
    steps.push([DriverHistoryAction.REJECTED, 'driver.rejected', story.review.at]);
  }
  if (story.blacklisting) {
    steps.push([DriverHistoryAction.BLACKLISTED, 'driver.blacklisted', story.blacklisting.at]);
  }
  for (const [action, auditAction, at] of steps) {
    await db
      .update(driverStatusHistory)
      .set({ createdAt: at })
      .where(
        and(eq(driverStatusHistory.driverId, driverId), eq(driverStatusHistory.action, action)),
      );
    await db
      .update(auditLog)
      .set({ createdAt: at })
      .where(
        and(
          eq(auditLog.entityType, 'driver'),
          eq(auditLog.entityId, driverId),
          eq(auditLog.action, auditAction),
        ),
      );
  }
  const lastStep = steps.at(-1)?.[2] ?? story.addedAt;
  await db
    .update(drivers)
    .set({ createdAt: story.addedAt, updatedAt: lastStep })
    .where(eq(drivers.id, driverId));
  await db.delete(notifications).where(eq(notifications.link, driverLink(driverId)));
}
