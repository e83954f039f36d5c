import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

import {
  canWriteCondition,
  memberCandidateCondition,
  memberCondition,
  seesDeletedCondition,
  type MemberAccess,
} from '../../platform/access/access-repo.js';

export type { MemberAccess };

/**
 * For a send, in one statement: marks the conversation active now, which locks its row until
 * the transaction ends (so within a conversation seq order equals commit order and an
 * `after=` catch-up never skips a message that committed late with a smaller seq), and answers
 * the caller's access and every member's id. `access` is null when the caller is not a member.
 */
export async function touchForSend(
  db: DbExecutor,
  conversationId: string,
  callerId: string,
): Promise<{ access: MemberAccess | null; memberIds: string[] }> {
  const rows = await rawRows<{
    id: string;
    can_write: boolean | null;
    sees_deleted: boolean | null;
  }>(
    db,
    sql`with touched as (
          update conversations set last_activity_at = now() where id = ${conversationId}
          returning id)
        select u.id,
          case when u.id = ${callerId} then ${canWriteCondition} end as can_write,
          case when u.id = ${callerId} then ${seesDeletedCondition} end as sees_deleted
        from touched join conversations c on c.id = touched.id
        join users u on ${memberCandidateCondition} and ${memberCondition}`,
  );
  const caller = rows.find((row) => row.id === callerId);
  return {
    access: caller
      ? { canWrite: caller.can_write === true, seesDeleted: caller.sees_deleted === true }
      : null,
    memberIds: rows.map((row) => row.id),
  };
}

/** "The member ids of conversation X". */
export async function findMemberIds(db: DbExecutor, conversationId: string): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select u.id from conversations c
        join users u on ${memberCandidateCondition} and ${memberCondition}
        where c.id = ${conversationId}`,
  );
  return rows.map((row) => row.id);
}
