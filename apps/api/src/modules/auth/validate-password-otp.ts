import { OTP_MAX_ATTEMPTS, RESET_TOKEN_TTL_MINUTES } from '@freight/shared';
import { AppError } from '../../platform/errors/app-error.js';
import {
  claimOtpAttempt,
  findNewestOpenPasswordReset,
  storeResetToken,
} from './password-reset-repo.js';
import { generateOpaqueToken, hashesMatch, hashOpaqueToken, hashOtp } from './secrets.js';
import type { PasswordRecoveryDeps } from './send-password-otp.js';
import { findUserWithCompanyByLogin } from './user-repo.js';

/**
 * Checks the mailed code against the newest open recovery of the account and trades it for a
 * short-lived reset token. Every try counts, the right one included; after the last wrong
 * one the code is used up and only a new code helps.
 */
export async function validatePasswordOtp(
  deps: Pick<PasswordRecoveryDeps, 'db' | 'otpSecret'>,
  input: { email: string; otp: string },
): Promise<{ resetToken: string }> {
  const found = await findUserWithCompanyByLogin(deps.db, input.email);
  // An unknown e-mail looks like a wrong code: no account enumeration here either.
  if (!found || !found.user.isActive) throw new AppError('OTP_INVALID');
  const userId = found.user.id;

  const reset = await findNewestOpenPasswordReset(deps.db, userId);
  if (!reset) throw new AppError('OTP_INVALID');
  if (reset.otpExpiresAt.getTime() <= Date.now()) throw new AppError('OTP_EXPIRED');
  if (!(await claimOtpAttempt(deps.db, reset.id, OTP_MAX_ATTEMPTS))) {
    throw new AppError('OTP_ATTEMPTS_EXCEEDED');
  }
  if (!hashesMatch(reset.otpHash, hashOtp(deps.otpSecret, userId, input.otp))) {
    throw new AppError('OTP_INVALID');
  }

  const resetToken = generateOpaqueToken();
  const stored = await storeResetToken(deps.db, reset.id, {
    hash: hashOpaqueToken(resetToken),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  if (!stored) throw new AppError('OTP_INVALID');
  return { resetToken };
}
