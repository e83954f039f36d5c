import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshTokenByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used, but only if nobody did so first: of two concurrent refreshes with the
 * same token exactly one gets `true` (the row lock serialises them, the condition re-checks).
 */
export async function claimRefreshToken(db: DbExecutor, tokenId: string): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, tokenId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return claimed.length === 1;
}

export async function revokeRefreshTokensOfUser(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
