import { NotificationType, ValidationMessage, type ChangePasswordRequest } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { endSessionsOf } from '../../auth/end-sessions.js';
import { createNotifications } from '../../notifications/service.js';
import { findAccount, updateAccount } from '../../../platform/accounts/account-repo.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';

/** A new password for the signed-in user; the current one must be given and right. */
export async function changePassword(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: ChangePasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  assertPermission(actor, 'update:password:self');
  const user = await findAccount(deps.db, actor.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) {
    throw new AppError('OLD_PASSWORD_WRONG', {
      fields: { oldPassword: ValidationMessage.OLD_PASSWORD_WRONG },
    });
  }
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, actor.id, null, { passwordHash });
    // Whoever knew the old password is signed out everywhere, this device included.
    await endSessionsOf(tx, actor.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: actor.id,
      action: 'user.passwordChanged',
      ip: meta.ip,
    });
    await createNotifications(tx, [
      {
        userId: actor.id,
        type: NotificationType.PASSWORD_CHANGED,
        message: 'Your password was changed',
      },
    ]);
  });
}
