import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@freight/shared';

/** An opaque bearer secret (refresh or reset token): 32 random bytes, base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens carry 256 bits of entropy, so a plain SHA-256 is enough to store them:
 * a leaked table cannot be turned back into working tokens.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * A six-digit code has only a million values, so a plain hash of it would fall to brute force
 * from a copy of the table; keying it with the server secret and the user prevents that.
 */
export function hashOtp(secret: string, userId: string, otp: string): string {
  return createHmac('sha256', secret).update(`password-otp:${userId}:${otp}`).digest('hex');
}

export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
