import { Role, rolesWith, type OrderStatus, type PublicationStage } from '@freight/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import {
  carrierPoolMembers,
  companies,
  orderFiles,
  orderInvitations,
  orders,
  savedSearches,
} from '../../db/schema.js';

/**
 * The access rules' one repository (docs/architecture.md, "Where a rule lives"): the SQL of
 * "which records may this caller reach" that `require-access.ts` and the chat's queries build
 * on. Who belongs to a conversation is computed by query and never stored for order threads,
 * so it always follows the order's parties (docs/decisions/019-chat.md).
 */

const chatRoles = sql.join(
  rolesWith('read:chat:party').map((role) => sql`${role}`),
  sql`, `,
);

/**
 * True when the user row aliased `u` belongs to the conversation aliased `c`: an active
 * account of a chat role that is one of the two people of a direct conversation, or, for an
 * order thread, of the order's owner company, of the thread's carrier while that carrier has
 * a response (any status), or of the CB once the order has a problem report (any).
 */
export const memberCondition: SQL = sql`(
  u.is_active and u.role in (${chatRoles}) and (
    (c.kind = 'DIRECT' and exists (
      select 1 from conversation_members m where m.conversation_id = c.id and m.user_id = u.id))
    or (c.kind = 'ORDER' and exists (
      select 1 from orders o where o.id = c.order_id and (
        u.company_id = o.owner_company_id
        or (u.company_id = c.carrier_company_id and exists (
          select 1 from order_responses r
          where r.order_id = o.id and r.carrier_company_id = c.carrier_company_id))
        or (u.role = ${Role.CB} and exists (
          select 1 from order_problems p where p.order_id = o.id)))))
  ))`;

/**
 * Whether the member `u` may write to `c`: the forwarder side always; the carrier side while
 * its response is ACTIVE or ACCEPTED or it is the selected carrier; the CB while a problem of
 * the order is OPEN; a direct conversation while both people are active.
 */
export const canWriteCondition: SQL = sql`(
  (c.kind = 'DIRECT' and not exists (
    select 1 from conversation_members m join users other on other.id = m.user_id
    where m.conversation_id = c.id and not other.is_active))
  or (c.kind = 'ORDER' and exists (
    select 1 from orders o where o.id = c.order_id and (
      u.company_id = o.owner_company_id
      or (u.company_id = c.carrier_company_id and (
        o.selected_carrier_company_id = c.carrier_company_id
        or exists (select 1 from order_responses r
          where r.order_id = o.id and r.carrier_company_id = c.carrier_company_id
            and r.status in ('ACTIVE', 'ACCEPTED'))))
      or (u.role = ${Role.CB} and exists (
        select 1 from order_problems p where p.order_id = o.id and p.status = 'OPEN')))))
)`;

/** Whether the CB member `u` sees deleted messages' originals: a problem of the order is OPEN. */
export const seesDeletedCondition: SQL = sql`(
  u.role = ${Role.CB} and c.kind = 'ORDER' and exists (
    select 1 from order_problems p where p.order_id = c.order_id and p.status = 'OPEN'))`;

/**
 * A cheap pre-filter of the conversations `u` might belong to (its direct ones, its company's
 * orders' threads, its carrier's threads, problem orders' threads for the CB), so that a list
 * does not test the rule against every conversation of the platform.
 */
export const candidateCondition: SQL = sql`(
  c.id in (select m.conversation_id from conversation_members m where m.user_id = u.id)
  or c.order_id in (select o.id from orders o where o.owner_company_id = u.company_id)
  or c.carrier_company_id = u.company_id
  or (u.role = ${Role.CB} and c.order_id in (select p.order_id from order_problems p))
)`;

/**
 * A cheap pre-filter of the users that might belong to `c` (its two people, the order's
 * companies, the CB), so that listing members does not test the rule against every user.
 */
export const memberCandidateCondition: SQL = sql`(
  u.id in (select m.user_id from conversation_members m where m.conversation_id = c.id)
  or u.company_id in (select o.owner_company_id from orders o where o.id = c.order_id)
  or u.company_id = c.carrier_company_id
  or u.role = ${Role.CB}
)`;

/** What membership of a conversation allows its member. */
export interface MemberAccess {
  canWrite: boolean;
  seesDeleted: boolean;
}

/** "Is user U a member of X", with what membership allows; null when not (or no such X). */
export async function findMemberAccess(
  db: DbExecutor,
  conversationId: string,
  userId: string,
): Promise<MemberAccess | null> {
  const [row] = await rawRows<{ can_write: boolean; sees_deleted: boolean }>(
    db,
    sql`select ${canWriteCondition} as can_write, ${seesDeletedCondition} as sees_deleted
        from conversations c join users u on u.id = ${userId}
        where c.id = ${conversationId} and ${memberCondition}`,
  );
  return row ? { canWrite: row.can_write, seesDeleted: row.sees_deleted } : null;
}

/** The companies an order file is shared between: the order's owner and selected carrier. */
export async function findOrderPartiesOfFile(
  db: DbExecutor,
  fileId: string,
): Promise<{ ownerCompanyId: string; selectedCarrierCompanyId: string | null } | null> {
  const [row] = await db
    .select({
      ownerCompanyId: orders.ownerCompanyId,
      selectedCarrierCompanyId: orders.selectedCarrierCompanyId,
    })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orderFiles.fileId, fileId));
  return row ?? null;
}

/** Whether the file is attached to a message of a conversation the user belongs to. */
export async function isAttachmentOfMembersConversation(
  db: DbExecutor,
  fileId: string,
  userId: string,
): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select c.id from chat_attachments a
        join chat_messages x on x.id = a.message_id
        join conversations c on c.id = x.conversation_id
        join users u on u.id = ${userId}
        where a.file_id = ${fileId} and ${memberCondition}`,
  );
  return rows.length > 0;
}

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The saved searches of `ids` that are the user's own: nobody else's, whatever the role. */
export async function findOwnSavedSearches(
  db: DbExecutor,
  userId: string,
  ids: readonly string[],
): Promise<SavedSearchRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), inArray(savedSearches.id, [...ids])));
}

export type CompanyRecord = typeof companies.$inferSelect;

/** A company by id, for the `own` scope's decisions (`own-company.ts`). */
export async function findCompanyRecord(db: DbExecutor, id: string): Promise<CompanyRecord | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** What decides whether a caller sees an order: its parties, its status, their responses. */
export interface OrderStandingRow {
  id: string;
  ownerCompanyId: string;
  selectedCarrierCompanyId: string | null;
  status: OrderStatus;
  /** How many responses the caller's company gave to the order (any status). */
  ownResponses: number;
  /** Who sees it while published (issue 32): the board, or the owner's carriers first. */
  publicationStage: PublicationStage;
  /** An order not yet on the whole board is offered to the caller's company (`offeredTo`). */
  offered: boolean;
}

/**
 * The condition "this order is offered to the carrier" (issue 32), over SQL expressions of
 * the order's owner company, the order and the carrier company: the carrier is in the owner's
 * pool ("my carriers"), or was invited to the order. The order resolver, the lists and the
 * matchers read it alike.
 */
export function offeredTo(
  ownerCompanyId: unknown,
  orderId: unknown,
  carrierCompanyId: unknown,
): SQL {
  return sql`(exists (select 1 from ${carrierPoolMembers} where ${carrierPoolMembers.forwarderCompanyId} = ${ownerCompanyId} and ${carrierPoolMembers.carrierCompanyId} = ${carrierCompanyId}) or exists (select 1 from ${orderInvitations} where ${orderInvitations.orderId} = ${orderId} and ${orderInvitations.carrierCompanyId} = ${carrierCompanyId}))`;
}

/** The orders of `ids` as the company `companyId` (none: null) stands to them. */
export async function findOrderStandings(
  db: DbExecutor,
  companyId: string | null,
  ids: readonly string[],
): Promise<OrderStandingRow[]> {
  if (ids.length === 0) return [];
  const rows = await rawRows<{
    id: string;
    owner_company_id: string;
    selected_carrier_company_id: string | null;
    status: OrderStatus;
    own_responses: number | string;
    publication_stage: PublicationStage;
    offered: boolean;
  }>(
    db,
    sql`select o.id, o.owner_company_id, o.selected_carrier_company_id, o.status,
          (select count(*) from order_responses r
            where r.order_id = o.id and r.carrier_company_id = ${companyId}) as own_responses,
          o.publication_stage,
          (o.publication_stage <> 'PUBLIC'
            and ${offeredTo(sql`o.owner_company_id`, sql`o.id`, companyId)}) as offered
        from orders o
        where o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return rows.map((row) => ({
    id: row.id,
    ownerCompanyId: row.owner_company_id,
    selectedCarrierCompanyId: row.selected_carrier_company_id,
    status: row.status,
    ownResponses: Number(row.own_responses),
    publicationStage: row.publication_stage,
    offered: row.offered,
  }));
}
