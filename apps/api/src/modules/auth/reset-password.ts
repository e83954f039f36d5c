import { NotificationType } from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { createNotifications } from '../notifications/service.js';
import { consumePasswordReset, findPasswordResetByToken } from './password-reset-repo.js';
import { endSessionsOf } from './end-sessions.js';
import { hashOpaqueToken } from './secrets.js';
import { findUserWithCompanyByLogin, updatePasswordHash } from './user-repo.js';

export interface ResetPasswordInput {
  login: string;
  newPassword: string;
  resetToken: string;
  /** The caller's address, for the audit trail. */
  ip: string | null;
}

/**
 * Sets a new password with the reset token `validatePasswordOtp` handed out. The token works
 * once, only for the account it was issued to, and signs out every existing session.
 */
export async function resetPassword(
  { db }: Pick<ServiceDeps, 'db'>,
  input: ResetPasswordInput,
): Promise<void> {
  const found = await findUserWithCompanyByLogin(db, input.login);
  if (!found || !found.user.isActive) throw new AppError('RESET_TOKEN_INVALID');
  const userId = found.user.id;

  const reset = await findPasswordResetByToken(db, userId, hashOpaqueToken(input.resetToken));
  const usable =
    reset !== null &&
    reset.consumedAt === null &&
    reset.resetTokenExpiresAt !== null &&
    reset.resetTokenExpiresAt.getTime() > Date.now();
  if (!usable) throw new AppError('RESET_TOKEN_INVALID');

  // Hashing takes a while; do it before the transaction holds any locks.
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, reset.id))) throw new AppError('RESET_TOKEN_INVALID');
    await updatePasswordHash(tx, userId, passwordHash);
    await endSessionsOf(tx, userId);
    await recordAudit(tx, {
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      action: 'user.passwordReset',
      ip: input.ip,
    });
    await createNotifications(tx, [
      {
        userId,
        type: NotificationType.PASSWORD_CHANGED,
        message: 'Your password was changed',
      },
    ]);
  });
}
