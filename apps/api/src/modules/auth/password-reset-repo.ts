import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** A new code replaces every earlier one that was not used yet. */
export async function closeOpenPasswordResets(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}

export async function insertPasswordReset(
  db: DbExecutor,
  reset: { userId: string; otpHash: string; otpExpiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The latest code that was neither superseded nor already traded for a reset token. */
export async function findNewestOpenPasswordReset(
  db: DbExecutor,
  userId: string,
): Promise<PasswordResetRow | null> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try before the code is compared, atomically, so parallel guesses cannot exceed
 * the limit. Answers false when the tries are used up (or the code was used meanwhile).
 */
export async function claimOtpAttempt(
  db: DbExecutor,
  resetId: string,
  maxAttempts: number,
): Promise<boolean> {
  const claimed = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, resetId),
        lt(passwordResets.attempts, maxAttempts),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
      ),
    )
    .returning({ id: passwordResets.id });
  return claimed.length === 1;
}

/** Trades the code for a reset token; false when another request traded it first. */
export async function storeResetToken(
  db: DbExecutor,
  resetId: string,
  token: { hash: string; expiresAt: Date },
): Promise<boolean> {
  const stored = await db
    .update(passwordResets)
    .set({ resetTokenHash: token.hash, resetTokenExpiresAt: token.expiresAt })
    .where(
      and(
        eq(passwordResets.id, resetId),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
      ),
    )
    .returning({ id: passwordResets.id });
  return stored.length === 1;
}

export async function findPasswordResetByToken(
  db: DbExecutor,
  userId: string,
  resetTokenHash: string,
): Promise<PasswordResetRow | null> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userId, userId), eq(passwordResets.resetTokenHash, resetTokenHash)),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a reset up; false when it was used already (the second of two parallel resets). */
export async function consumePasswordReset(db: DbExecutor, resetId: string): Promise<boolean> {
  const consumed = await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.consumedAt)))
    .returning({ id: passwordResets.id });
  return consumed.length === 1;
}
