import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { memberCandidateCondition, memberCondition } from '../../platform/access/access-repo.js';

/** Messages older than this are left out of digests (a server that was down a week). */
const DIGEST_LOOKBACK_DAYS = 7;

/** One conversation of a user's digest: how many messages wait there since when. */
export interface PendingDigestRow {
  userId: string;
  email: string;
  conversationId: string;
  kind: 'DIRECT' | 'ORDER';
  orderNumber: string | null;
  counterpartName: string | null;
  unread: number;
  maxSeq: number;
}

/**
 * Per member and conversation: others' live messages that arrived before `cutoff`, beyond
 * both what the member read and what an earlier digest covered.
 */
export async function findPendingDigests(
  db: DbExecutor,
  cutoff: Date,
): Promise<PendingDigestRow[]> {
  const since = new Date(cutoff.getTime() - DIGEST_LOOKBACK_DAYS * 24 * 60 * 60_000);
  return rawRows<PendingDigestRow>(
    db,
    sql`select u.id as "userId", u.email, c.id as "conversationId", c.kind,
          o.number as "orderNumber",
          (select concat(t.last_name, ' ', t.first_name) from conversation_members m
            join users t on t.id = m.user_id
            where m.conversation_id = c.id and m.user_id <> u.id limit 1) as "counterpartName",
          count(x.id)::int as unread, max(x.seq)::float8 as "maxSeq"
        from conversations c
        join users u on ${memberCandidateCondition} and ${memberCondition}
        left join orders o on o.id = c.order_id
        left join conversation_reads rd on rd.conversation_id = c.id and rd.user_id = u.id
        join chat_messages x on x.conversation_id = c.id and x.sender_id <> u.id
          and x.deleted_at is null and x.created_at <= ${cutoff} and x.created_at > ${since}
          and x.seq > greatest(coalesce(rd.read_seq, 0), coalesce(rd.digested_seq, 0))
        where c.id in (select y.conversation_id from chat_messages y
          where y.created_at <= ${cutoff} and y.created_at > ${since})
        group by u.id, u.email, c.id, c.kind, o.number
        order by u.id, max(x.seq) desc`,
  );
}

/** Records that a digest covered the conversation up to `seq` for the user. */
export async function advanceDigested(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<void> {
  await db.execute(
    sql`insert into conversation_reads (conversation_id, user_id, digested_seq)
        values (${conversationId}, ${userId}, ${seq})
        on conflict (conversation_id, user_id) do update set
          digested_seq = greatest(conversation_reads.digested_seq, excluded.digested_seq)`,
  );
}

/** Whether this transaction runs the digest (another process may be running it now). */
export async function tryLockDigest(db: DbExecutor): Promise<boolean> {
  const [row] = await rawRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(hashtextextended('chat_digest', 0)) as locked`,
  );
  return row?.locked ?? false;
}
