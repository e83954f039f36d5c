import { Role, type ChatPerson } from '@freight/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

/** The columns of a `ChatPerson` from the user `alias` and its company `companyAlias`. */
export function personColumns(alias: string, companyAlias: string, prefix = ''): SQL {
  const u = sql.raw(alias);
  const k = sql.raw(companyAlias);
  const p = (name: string) => sql.raw(`"${prefix}${name}"`);
  return sql`${u}.id as ${p('id')}, ${u}.last_name as ${p('lastName')},
    ${u}.first_name as ${p('firstName')}, ${u}.middle_name as ${p('middleName')},
    ${u}.role as ${p('role')}, ${u}.company_id as ${p('companyId')},
    ${k}.name as ${p('companyName')}`;
}

/** Escapes `%`, `_` and `\` so a search term matches literally inside `ilike`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whom the caller `me` may write to (the user picker's reach, docs/decisions/019-chat.md):
 * active colleagues, active CB users, active users of companies the caller's company shares an
 * order with (a carrier that responded to one of its orders, a forwarder whose order it
 * responded to); the CB reaches every active company-side user. Never oneself, never
 * moderators or admins. `t` is the candidate user.
 */
function reachCondition(me: { id: string; role: string; companyId: string | null }): SQL {
  const company = me.companyId;
  return sql`(
    t.is_active and t.id <> ${me.id} and t.role not in (${Role.MODERATOR}, ${Role.ADMIN}) and (
      t.role = ${Role.CB}
      or (${company}::uuid is not null and t.company_id = ${company}::uuid)
      or (${me.role} = ${Role.CB} and t.company_id is not null)
      or t.company_id in (
        select r.carrier_company_id from order_responses r join orders o on o.id = r.order_id
        where o.owner_company_id = ${company}::uuid
        union
        select o.owner_company_id from order_responses r join orders o on o.id = r.order_id
        where r.carrier_company_id = ${company}::uuid)))`;
}

/** People within the caller's reach matching `q` in name or company name, or holding `roles`. */
export async function findReachablePeople(
  db: DbExecutor,
  me: { id: string; role: string; companyId: string | null },
  q: string | undefined,
  roles: readonly string[],
  limit: number,
): Promise<ChatPerson[]> {
  const byRole =
    roles.length > 0
      ? sql` or t.role in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )})`
      : sql``;
  const search = q
    ? sql`and (concat_ws(' ', t.last_name, t.first_name, t.middle_name, k.name)
            ilike ${likePattern(q)}${byRole})`
    : sql``;
  return rawRows<ChatPerson>(
    db,
    sql`select ${personColumns('t', 'k')}
        from users t left join companies k on k.id = t.company_id
        where ${reachCondition(me)} ${search}
        order by t.last_name, t.first_name, t.id
        limit ${limit}`,
  );
}

/** Whether `userId` is within the caller's reach. */
export async function isReachable(
  db: DbExecutor,
  me: { id: string; role: string; companyId: string | null },
  userId: string,
): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select t.id from users t where t.id = ${userId} and ${reachCondition(me)}`,
  );
  return rows.length > 0;
}

/** A user's name as the chat shows it (typing indicators). */
export async function findPersonName(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await rawRows<{ name: string }>(
    db,
    sql`select concat(last_name, ' ', first_name) as name from users where id = ${userId}`,
  );
  return row?.name ?? '';
}
