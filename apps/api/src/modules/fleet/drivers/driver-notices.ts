import { NotificationType, rolesWith, type DriverHistoryAction } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { notifyCompany, notifyHoldersOf } from '../../notifications/service.js';
import { driverFullName } from './driver-view.js';
import type { DriverRow } from './repo.js';

/** Where a driver opens in the web app, for the carrier and the security service alike. */
export const driverLink = (driverId: string) => `/driver/${driverId}`;

/** Tells every active account that vets drivers (the security service) that one waits. */
export async function notifyReviewersOfDriver(
  db: DbExecutor,
  driver: DriverRow,
  companyName: string,
  action:
    | typeof DriverHistoryAction.SUBMITTED
    | typeof DriverHistoryAction.RESUBMITTED
    | typeof DriverHistoryAction.CHANGED,
): Promise<void> {
  const driverName = driverFullName(driver);
  await notifyHoldersOf(db, 'review:driver:any', {
    type: NotificationType.DRIVER_SUBMITTED,
    params: { driverName, companyName, action },
    message: `Driver ${driverName} of ${companyName} is waiting for approval`,
    link: driverLink(driver.id),
  });
}

type CarrierNotice =
  | { type: typeof NotificationType.DRIVER_APPROVED }
  | { type: typeof NotificationType.DRIVER_REJECTED; comment: string }
  | { type: typeof NotificationType.DRIVER_BLACKLISTED; reason: string }
  | { type: typeof NotificationType.DRIVER_UNBLACKLISTED; reason: string };

function englishMessage(driverName: string, notice: CarrierNotice): string {
  switch (notice.type) {
    case NotificationType.DRIVER_APPROVED:
      return `Driver ${driverName} has been approved`;
    case NotificationType.DRIVER_REJECTED:
      return `Driver ${driverName} has been rejected: ${notice.comment}`;
    case NotificationType.DRIVER_BLACKLISTED:
      return `Driver ${driverName} has been added to the blacklist: ${notice.reason}`;
    case NotificationType.DRIVER_UNBLACKLISTED:
      return `Driver ${driverName} has been removed from the blacklist: ${notice.reason}`;
  }
}

/** Tells the carrier's people who manage its drivers (owner, logisticians) what the CB decided. */
export async function notifyCarrierOfDriver(
  db: DbExecutor,
  driver: DriverRow,
  notice: CarrierNotice,
): Promise<void> {
  const driverName = driverFullName(driver);
  const { type, ...details } = notice;
  await notifyCompany(
    db,
    driver.companyId,
    {
      type,
      params: { driverName, ...details },
      message: englishMessage(driverName, notice),
      link: driverLink(driver.id),
    },
    rolesWith('manage:driver:own'),
  );
}
