import type { ChatPerson, ConversationKind } from '@freight/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { conversationMembers, conversations } from '../../db/schema.js';
import {
  candidateCondition,
  canWriteCondition,
  memberCondition,
  seesDeletedCondition,
} from '../../platform/access/access-repo.js';
import { personColumns } from './people-repo.js';

export interface ConversationRow {
  id: string;
  kind: ConversationKind;
  orderId: string | null;
  orderNumber: string | null;
  carrierCompanyId: string | null;
  carrierCompanyName: string | null;
  lastActivityAt: Date | string;
  canWrite: boolean;
  seesDeleted: boolean;
  unreadCount: number;
  lastMessageId: string | null;
  counterpart: ChatPerson | null;
}

interface RawConversationRow extends Omit<ConversationRow, 'counterpart'> {
  cp_id: string | null;
  cp_lastName: string;
  cp_firstName: string;
  cp_middleName: string | null;
  cp_role: string;
  cp_companyId: string | null;
  cp_companyName: string | null;
}

/** Messages of others after the reader's read seq, not deleted (`u` reads `c`). */
const unreadCount = sql`(select count(*)::int from chat_messages x
  where x.conversation_id = c.id and x.sender_id <> u.id and x.deleted_at is null
    and x.seq > coalesce((select rd.read_seq from conversation_reads rd
      where rd.conversation_id = c.id and rd.user_id = u.id), 0))`;

/**
 * The conversations `userId` belongs to (`only` one, or an order's), newest activity first,
 * with what the list shows of each, in one statement.
 */
export async function findConversationsOf(
  db: DbExecutor,
  userId: string,
  only: { conversationId?: string; orderId?: string } = {},
): Promise<ConversationRow[]> {
  const where: SQL[] = [];
  if (only.conversationId !== undefined) where.push(sql`c.id = ${only.conversationId}`);
  if (only.orderId !== undefined) where.push(sql`c.order_id = ${only.orderId}`);
  const rows = await rawRows<RawConversationRow>(
    db,
    sql`select c.id, c.kind, c.order_id as "orderId", o.number as "orderNumber",
          c.carrier_company_id as "carrierCompanyId", cc.name as "carrierCompanyName",
          c.last_activity_at as "lastActivityAt", ${canWriteCondition} as "canWrite",
          ${seesDeletedCondition} as "seesDeleted", ${unreadCount} as "unreadCount",
          (select x.id from chat_messages x where x.conversation_id = c.id
            order by x.seq desc limit 1) as "lastMessageId",
          ${personColumns('cp', 'cpk', 'cp_')}
        from conversations c join users u on u.id = ${userId}
        left join orders o on o.id = c.order_id
        left join companies cc on cc.id = c.carrier_company_id
        left join lateral (select t.* from conversation_members m join users t on t.id = m.user_id
          where m.conversation_id = c.id and m.user_id <> u.id limit 1) cp on c.kind = 'DIRECT'
        left join companies cpk on cpk.id = cp.company_id
        where ${candidateCondition} and ${memberCondition}
          ${sql.join(
            where.map((condition) => sql`and ${condition}`),
            sql` `,
          )}
        order by c.last_activity_at desc, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    carrierCompanyId: row.carrierCompanyId,
    carrierCompanyName: row.carrierCompanyName,
    lastActivityAt: row.lastActivityAt,
    canWrite: row.canWrite,
    seesDeleted: row.seesDeleted,
    unreadCount: row.unreadCount,
    lastMessageId: row.lastMessageId,
    counterpart:
      row.cp_id === null
        ? null
        : {
            id: row.cp_id,
            lastName: row.cp_lastName,
            firstName: row.cp_firstName,
            middleName: row.cp_middleName,
            role: row.cp_role,
            companyId: row.cp_companyId,
            companyName: row.cp_companyName,
          },
  }));
}

/** Unread messages across every conversation of the user (the menu's badge). */
export async function countUnreadOf(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await rawRows<{ total: number }>(
    db,
    sql`select coalesce(sum(${unreadCount}), 0)::int as total
        from conversations c join users u on u.id = ${userId}
        where ${candidateCondition} and ${memberCondition}`,
  );
  return row?.total ?? 0;
}

/** Finds or creates (race-safe, through the unique direct key) a direct conversation. */
export async function findOrCreateDirect(
  db: DbExecutor,
  creatorId: string,
  otherId: string,
): Promise<{ id: string; created: boolean }> {
  const directKey = [creatorId, otherId].sort().join(':');
  const [created] = await db
    .insert(conversations)
    .values({ kind: 'DIRECT', directKey, createdBy: creatorId })
    .onConflictDoNothing({
      target: conversations.directKey,
      where: sql`${conversations.directKey} is not null`,
    })
    .returning({ id: conversations.id });
  if (created) {
    await db.insert(conversationMembers).values([
      { conversationId: created.id, userId: creatorId },
      { conversationId: created.id, userId: otherId },
    ]);
    return { id: created.id, created: true };
  }
  const [found] = await rawRows<{ id: string }>(
    db,
    sql`select id from conversations where direct_key = ${directKey}`,
  );
  if (!found) throw new Error('direct conversation neither created nor found');
  return { id: found.id, created: false };
}

/** Finds or creates (race-safe, through the unique (order, carrier)) an order's thread. */
export async function findOrCreateOrderThread(
  db: DbExecutor,
  creatorId: string,
  orderId: string,
  carrierCompanyId: string,
): Promise<{ id: string; created: boolean }> {
  const [created] = await db
    .insert(conversations)
    .values({ kind: 'ORDER', orderId, carrierCompanyId, createdBy: creatorId })
    .onConflictDoNothing({
      target: [conversations.orderId, conversations.carrierCompanyId],
      where: sql`${conversations.orderId} is not null`,
    })
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [found] = await rawRows<{ id: string }>(
    db,
    sql`select id from conversations
        where order_id = ${orderId} and carrier_company_id = ${carrierCompanyId}`,
  );
  if (!found) throw new Error('order thread neither created nor found');
  return { id: found.id, created: false };
}

/** What opening an order's thread needs to know of the order. */
export interface OrderChatFacts {
  ownerCompanyId: string;
  selectedCarrierCompanyId: string | null;
  hasProblem: boolean;
  respondedCarrierIds: string[];
}

export async function findOrderChatFacts(
  db: DbExecutor,
  orderId: string,
): Promise<OrderChatFacts | null> {
  const [row] = await rawRows<{
    owner: string;
    selected: string | null;
    has_problem: boolean;
    carriers: string[] | null;
  }>(
    db,
    sql`select o.owner_company_id as owner, o.selected_carrier_company_id as selected,
          exists (select 1 from order_problems p where p.order_id = o.id) as has_problem,
          (select array_agg(distinct r.carrier_company_id::text) from order_responses r
            where r.order_id = o.id) as carriers
        from orders o where o.id = ${orderId}`,
  );
  if (!row) return null;
  return {
    ownerCompanyId: row.owner,
    selectedCarrierCompanyId: row.selected,
    hasProblem: row.has_problem,
    respondedCarrierIds: row.carriers ?? [],
  };
}

/** Moves a reader's delivered (and, for `read`, read) seq forward, never back. */
export async function advanceReads(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  seq: number,
  receipt: 'delivered' | 'read',
): Promise<{ deliveredSeq: number; readSeq: number }> {
  const readSeq = receipt === 'read' ? seq : 0;
  const [row] = await rawRows<{ deliveredSeq: number; readSeq: number }>(
    db,
    sql`insert into conversation_reads (conversation_id, user_id, delivered_seq, read_seq)
        values (${conversationId}, ${userId}, ${seq}, ${readSeq})
        on conflict (conversation_id, user_id) do update set
          delivered_seq = greatest(conversation_reads.delivered_seq, excluded.delivered_seq),
          read_seq = greatest(conversation_reads.read_seq, excluded.read_seq),
          updated_at = now()
        returning delivered_seq::float8 as "deliveredSeq", read_seq::float8 as "readSeq"`,
  );
  if (!row) throw new Error('conversation read not stored');
  return row;
}
