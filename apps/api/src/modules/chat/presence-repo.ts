import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { PRESENCE_FRESH_SECONDS } from '../../platform/realtime/presence-repo.js';

/**
 * Of `recipientIds`, those with no socket open on any API process for whom message `seq` is
 * the first they have not read in the conversation (no earlier unread message of others).
 */
export async function findOfflineFirstUnread(
  db: DbExecutor,
  conversationId: string,
  seq: number,
  recipientIds: readonly string[],
): Promise<string[]> {
  if (recipientIds.length === 0) return [];
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select r.id from (values ${sql.join(
      recipientIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as r (id)
        where not exists (select 1 from realtime_presence p where p.user_id = r.id
            and p.sockets > 0
            and p.seen_at > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS}))
          and not exists (select 1 from chat_messages x
            where x.conversation_id = ${conversationId} and x.sender_id <> r.id
              and x.deleted_at is null and x.seq < ${seq}
              and x.seq > coalesce((select rd.read_seq from conversation_reads rd
                where rd.conversation_id = ${conversationId} and rd.user_id = r.id), 0))`,
  );
  return rows.map((row) => row.id);
}
