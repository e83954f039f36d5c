import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

/** One caller's key: the primary key of its row. */
export interface KeyOfCaller {
  scope: string;
  key: string;
}

/**
 * A claim held by one request: its row's `created_at` as PostgreSQL writes it, to the
 * microsecond. A retry that takes the row over writes a new one, so a request that lost its
 * claim can neither fence nor complete it (every statement below names the claim).
 */
export interface Claim extends KeyOfCaller {
  token: string;
}

/** The row of a key this request could not claim. */
export interface HeldKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: string | null;
  responseContentType: string | null;
  /** The work of its request committed (the fence, or the answer, was written). */
  committed: boolean;
  /** Claimed longer ago than the claim timeout. */
  stale: boolean;
}

/** How long a key is kept; older keys act as new and are swept. */
export const KEY_RETENTION_HOURS = 24;

const olderThan = (ms: number) =>
  sql`${idempotencyKeys.createdAt} < now() - ${ms} * interval '1 millisecond'`;
const expired = sql`${idempotencyKeys.createdAt} < now() - ${KEY_RETENTION_HOURS} * interval '1 hour'`;
const claimToken = sql<string>`${idempotencyKeys.createdAt}::text`;

const ofKey = ({ scope, key }: KeyOfCaller) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
const ofClaim = (claim: Claim) =>
  and(ofKey(claim), eq(idempotencyKeys.createdAt, sql`${claim.token}::timestamptz`));

/**
 * Claims the key for a request, in one atomic statement (two processes on one PostgreSQL
 * agree): a new row, or the row of an expired key, or the row of a claim older than
 * `claimTimeoutMs` whose work never committed (its process died). Answers the claim, or null
 * when the key is held: completed, committed, or still at work.
 */
export async function claimKey(
  db: DbExecutor,
  caller: KeyOfCaller,
  requestHash: string,
  claimTimeoutMs: number,
): Promise<Claim | null> {
  const abandoned = and(isNull(idempotencyKeys.completedAt), olderThan(claimTimeoutMs));
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...caller, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash,
        responseStatus: null,
        responseBody: null,
        responseContentType: null,
        createdAt: sql`now()`,
        completedAt: null,
      },
      setWhere: or(expired, abandoned),
    })
    .returning({ token: claimToken });
  return row ? { ...caller, token: row.token } : null;
}

/** The key's row as it stands, or null when it is gone (released since). */
export async function findHeldKey(
  db: DbExecutor,
  caller: KeyOfCaller,
  claimTimeoutMs: number,
): Promise<HeldKey | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      responseContentType: idempotencyKeys.responseContentType,
      committed: sql<boolean>`${idempotencyKeys.completedAt} is not null`,
      stale: sql<boolean>`${olderThan(claimTimeoutMs)}`,
    })
    .from(idempotencyKeys)
    .where(ofKey(caller));
  return row ?? null;
}

/**
 * Run inside the transaction of the claim's work, last: marks the work committed (it is, if
 * and only if that transaction commits) and keeps the request's final hash. False when the
 * claim was taken over meanwhile; the caller then rolls its work back.
 */
export async function fenceClaim(
  tx: DbExecutor,
  claim: Claim,
  requestHash: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({
      completedAt: sql`coalesce(${idempotencyKeys.completedAt}, now())`,
      ...(requestHash ? { requestHash } : {}),
    })
    .where(and(ofClaim(claim), isNull(idempotencyKeys.responseStatus)))
    .returning({ token: claimToken });
  return rows.length > 0;
}

/** Keeps the first answer of the claim's request, which retries with the key get again. */
export async function completeClaim(
  db: DbExecutor,
  claim: Claim,
  answer: { requestHash: string; status: number; body: string; contentType: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      requestHash: answer.requestHash,
      responseStatus: answer.status,
      responseBody: answer.body,
      responseContentType: answer.contentType,
      completedAt: sql`coalesce(${idempotencyKeys.completedAt}, now())`,
    })
    .where(and(ofClaim(claim), isNull(idempotencyKeys.responseStatus)));
}

/**
 * Gives the key up after an answer that is not kept (a 5xx), so a retry does the work; unless
 * the work committed, which a retry must then never do again.
 */
export async function releaseClaim(db: DbExecutor, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofClaim(claim), isNull(idempotencyKeys.completedAt)));
}

/** Deletes the keys past their retention; answers how many went. */
export async function deleteExpiredKeys(db: DbExecutor): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(expired)
    .returning({ gone: sql`1` });
  return rows.length;
}
