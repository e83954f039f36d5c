import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { findDriversByIin } from './repo.js';

/**
 * Whether a person may join a fleet. A blacklisted person is refused with the security
 * service's reason (the carrier is shown it, spec: 'refused with its reason shown'); a person
 * in any carrier's fleet already is refused as registered. Someone a carrier retired may join
 * another one.
 */
export async function assertIinAvailable(db: DbExecutor, iin: string): Promise<void> {
  const records = await findDriversByIin(db, iin);
  const blacklisted = records.find(({ driver }) => driver.blacklisted);
  if (blacklisted) {
    const reason = blacklisted.driver.blacklistReason ?? '';
    throw new AppError('DRIVER_BLACKLISTED', {
      message: reason ? `This driver is blacklisted: ${reason}` : undefined,
      details: { reason },
    });
  }
  if (records.some(({ driver }) => driver.retiredAt === null)) {
    throw new AppError('DRIVER_ALREADY_REGISTERED');
  }
}

/** `POST /api/company-drivers/iin-check`: the add-driver form asks before the rest is filled. */
export async function checkDriverIin(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  iin: string,
): Promise<{ iin: string; available: true }> {
  assertPermission(actor, 'manage:driver:own');
  await carrierScopeOf(db, actor);
  await assertIinAvailable(db, iin);
  return { iin, available: true };
}
