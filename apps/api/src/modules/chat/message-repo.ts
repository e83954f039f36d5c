import type { ChatMessage, ChatPerson, MessageReceipt } from '@freight/shared';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { chatAttachments, chatMessageRevisions, chatMessages, files } from '../../db/schema.js';
import { toStoredFile } from '../../platform/files/stored-file.js';
import { likePattern, personColumns } from './people-repo.js';

interface MessageRow {
  id: string;
  clientId: string;
  conversationId: string;
  seq: number;
  text: string;
  createdAt: Date | string;
  editedAt: Date | string | null;
  deletedAt: Date | string | null;
  receipt: MessageReceipt | null;
  s_id: string;
  s_lastName: string;
  s_firstName: string;
  s_middleName: string | null;
  s_role: string;
  s_companyId: string | null;
  s_companyName: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The receipt of a message the viewer sent: READ once another member read up to it,
 * DELIVERED once another member's device got it, else SENT; null on others' messages.
 */
function receiptColumn(viewerId: string | null): SQL {
  if (viewerId === null) return sql`null::text`;
  return sql`case when x.sender_id <> ${viewerId}::uuid then null
    when exists (select 1 from conversation_reads r where r.conversation_id = x.conversation_id
      and r.user_id <> ${viewerId}::uuid and r.read_seq >= x.seq) then 'READ'
    when exists (select 1 from conversation_reads r where r.conversation_id = x.conversation_id
      and r.user_id <> ${viewerId}::uuid and r.delivered_seq >= x.seq) then 'DELIVERED'
    else 'SENT' end`;
}

export interface MessageViewer {
  /** Null for a view sent to every member (no receipts). */
  id: string | null;
  /** Conversations where deleted messages keep their text for this viewer (the CB). */
  seesDeletedIn: ReadonlySet<string>;
}

/** Messages matching `where` (over `x`, the message) as `viewer` sees them, in `order`. */
export async function loadMessages(
  db: DbExecutor,
  viewer: MessageViewer,
  where: SQL,
  order: SQL = sql`x.seq asc`,
  limit?: number,
  /** False when the messages are known to carry no files (a send without attachments). */
  withAttachments = true,
): Promise<ChatMessage[]> {
  const rows = await rawRows<MessageRow>(
    db,
    sql`select x.id, x.client_id as "clientId", x.conversation_id as "conversationId",
          x.seq::float8 as seq, x.text, x.created_at as "createdAt", x.edited_at as "editedAt",
          x.deleted_at as "deletedAt", ${receiptColumn(viewer.id)} as receipt,
          ${personColumns('s', 'sk', 's_')}
        from chat_messages x join users s on s.id = x.sender_id
        left join companies sk on sk.id = s.company_id
        where ${where} order by ${order} ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  const visibleIds = rows
    .filter((row) => row.deletedAt === null || viewer.seesDeletedIn.has(row.conversationId))
    .map((row) => row.id);
  const attached =
    visibleIds.length === 0 || !withAttachments
      ? []
      : await db
          .select({ messageId: chatAttachments.messageId, file: files })
          .from(chatAttachments)
          .innerJoin(files, eq(files.id, chatAttachments.fileId))
          .where(inArray(chatAttachments.messageId, visibleIds))
          .orderBy(asc(chatAttachments.position));
  return rows.map((row) => {
    const hidden = row.deletedAt !== null && !viewer.seesDeletedIn.has(row.conversationId);
    const files = attached.filter((item) => item.messageId === row.id);
    return toChatMessage(
      row,
      hidden,
      files.map((item) => toStoredFile(item.file)),
    );
  });
}

function toChatMessage(
  row: MessageRow,
  hidden: boolean,
  attachments: ChatMessage['attachments'],
): ChatMessage {
  const sender: ChatPerson = {
    id: row.s_id,
    lastName: row.s_lastName,
    firstName: row.s_firstName,
    middleName: row.s_middleName,
    role: row.s_role,
    companyId: row.s_companyId,
    companyName: row.s_companyName,
  };
  return {
    id: row.id,
    clientId: row.clientId,
    conversationId: row.conversationId,
    seq: row.seq,
    sender,
    text: hidden ? '' : row.text,
    attachments: hidden ? [] : attachments,
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt === null ? null : iso(row.editedAt),
    deletedAt: row.deletedAt === null ? null : iso(row.deletedAt),
    receipt: row.receipt,
  };
}

export const messageById = (id: string): SQL => sql`x.id = ${id}`;

export const messagesByIds = (ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`x.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

/**
 * One page of a conversation's history, oldest first: the newest page, older than `before`,
 * newer than `after` (catching up), optionally only live messages containing `q`. One row
 * beyond `limit` is read to answer `hasMore`.
 */
export async function findMessagePage(
  db: DbExecutor,
  viewer: MessageViewer,
  conversationId: string,
  query: { before?: number; after?: number; q?: string; limit: number },
): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
  const conditions: SQL[] = [sql`x.conversation_id = ${conversationId}`];
  if (query.before !== undefined) conditions.push(sql`x.seq < ${query.before}`);
  if (query.after !== undefined) conditions.push(sql`x.seq > ${query.after}`);
  if (query.q !== undefined) {
    conditions.push(sql`x.deleted_at is null and x.text ilike ${likePattern(query.q)}`);
  }
  const forward = query.after !== undefined;
  const rows = await loadMessages(
    db,
    viewer,
    sql.join(conditions, sql` and `),
    forward ? sql`x.seq asc` : sql`x.seq desc`,
    query.limit + 1,
  );
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { items: forward ? page : page.reverse(), hasMore };
}

export type StoredMessage = typeof chatMessages.$inferSelect;

export async function findStoredMessage(
  db: DbExecutor,
  where: { id: string } | { senderId: string; clientId: string },
): Promise<StoredMessage | null> {
  const condition =
    'id' in where
      ? sql`${chatMessages.id} = ${where.id}`
      : sql`${chatMessages.senderId} = ${where.senderId} and ${chatMessages.clientId} = ${where.clientId}`;
  const [row] = await db.select().from(chatMessages).where(condition).limit(1);
  return row ?? null;
}

/**
 * Inserts a message unless the sender already stored one with this client id, and in the same
 * statement moves the sender's own read position to it and answers the message as every
 * member sees it (without files: the caller attaches them). Null on a repeated client id.
 */
export async function insertMessage(
  db: DbExecutor,
  values: { conversationId: string; senderId: string; clientId: string; text: string },
): Promise<ChatMessage | null> {
  const [row] = await rawRows<MessageRow>(
    db,
    sql`with x as (
          insert into chat_messages (conversation_id, sender_id, client_id, text)
          values (${values.conversationId}, ${values.senderId}, ${values.clientId}, ${values.text})
          on conflict (sender_id, client_id) do nothing
          returning *),
        own_read as (
          insert into conversation_reads (conversation_id, user_id, delivered_seq, read_seq)
          select conversation_id, sender_id, seq, seq from x
          on conflict (conversation_id, user_id) do update set
            delivered_seq = greatest(conversation_reads.delivered_seq, excluded.delivered_seq),
            read_seq = greatest(conversation_reads.read_seq, excluded.read_seq),
            updated_at = now())
        select x.id, x.client_id as "clientId", x.conversation_id as "conversationId",
          x.seq::float8 as seq, x.text, x.created_at as "createdAt", x.edited_at as "editedAt",
          x.deleted_at as "deletedAt", null::text as receipt, ${personColumns('s', 'sk', 's_')}
        from x join users s on s.id = x.sender_id
        left join companies sk on sk.id = s.company_id`,
  );
  return row ? toChatMessage(row, false, []) : null;
}

export async function insertAttachments(
  db: DbExecutor,
  messageId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(chatAttachments)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

/** Of `fileIds`, those the sender uploaded as chat attachments and not yet attached. */
export async function findAttachableFileIds(
  db: DbExecutor,
  senderId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select f.id from files f
        where f.id in (${sql.join(
          fileIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and f.kind = 'CHAT_ATTACHMENT' and f.uploaded_by = ${senderId}
          and not exists (select 1 from chat_attachments a where a.file_id = f.id)`,
  );
  return rows.map((row) => row.id);
}

/** Keeps the text being replaced, then changes the message. */
export async function reviseMessage(
  db: DbExecutor,
  message: StoredMessage,
  change: { kind: 'EDIT'; text: string; at: Date } | { kind: 'DELETE'; at: Date },
): Promise<void> {
  await db.insert(chatMessageRevisions).values({
    messageId: message.id,
    text: message.text,
    change: change.kind,
    changedAt: change.at,
  });
  await db
    .update(chatMessages)
    .set(
      change.kind === 'EDIT'
        ? { text: change.text, editedAt: change.at }
        : { deletedAt: change.at },
    )
    .where(eq(chatMessages.id, message.id));
}
