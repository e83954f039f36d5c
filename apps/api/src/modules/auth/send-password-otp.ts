import { OTP_TTL_MINUTES } from '@freight/shared';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { passwordOtpMail } from './password-otp-mail.js';
import { closeOpenPasswordResets, insertPasswordReset } from './password-reset-repo.js';
import { generateOtp, hashOtp } from './secrets.js';
import { findUserWithCompanyByLogin } from './user-repo.js';

export interface PasswordRecoveryDeps extends Pick<ServiceDeps, 'db' | 'mailer'> {
  /** Keys the stored OTP hashes. */
  otpSecret: string;
  /** A mail that could not be delivered is reported, never answered: see below. */
  reportMailFailure(error: unknown): void;
}

/**
 * Mails a one-time code to an active account. The caller learns nothing either way (the
 * answer is the same for unknown e-mails and for a failed delivery), so the endpoint cannot
 * be used to find out who has an account.
 */
export async function sendPasswordOtp(deps: PasswordRecoveryDeps, email: string): Promise<void> {
  const found = await findUserWithCompanyByLogin(deps.db, email);
  if (!found || !found.user.isActive) return;

  const userId = found.user.id;
  const otp = generateOtp();
  await deps.db.transaction(async (tx) => {
    await closeOpenPasswordResets(tx, userId);
    await insertPasswordReset(tx, {
      userId,
      otpHash: hashOtp(deps.otpSecret, userId, otp),
      otpExpiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
  });

  try {
    await deps.mailer.send(passwordOtpMail(found.user.email, otp));
  } catch (error) {
    deps.reportMailFailure(error);
  }
}
