import type {
  DocumentKind,
  DocumentLanguages,
  DocumentListQuery,
  DocumentState,
} from '@freight/shared';
import { aliasedTable, and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentScope } from '../../platform/access/record-scopes.js';
import type { DbExecutor } from '../../db/client.js';
import {
  companies,
  contractSignatures,
  files,
  orderDocuments,
  orders,
  users,
} from '../../db/schema.js';

export type DocumentRow = typeof orderDocuments.$inferSelect;
export type SignatureRow = typeof contractSignatures.$inferSelect;
export type NewSignatureRow = typeof contractSignatures.$inferInsert;

export interface NewDocument {
  orderId: string;
  kind: DocumentKind;
  state: DocumentState;
  languages: DocumentLanguages;
  fileId: string;
  sha256: string;
  forwarderCompanyId: string;
  carrierCompanyId: string | null;
  sourceDocumentId?: string | null;
  createdBy: string | null;
}

/** Inserts the next version of a kind of document for an order (1 for the first). */
export async function insertNextDocument(
  db: DbExecutor,
  values: NewDocument,
): Promise<DocumentRow> {
  const [row] = await db
    .insert(orderDocuments)
    .values({
      ...values,
      versionNo: sql`(select coalesce(max(${orderDocuments.versionNo}), 0) + 1 from ${orderDocuments}
        where ${orderDocuments.orderId} = ${values.orderId} and ${orderDocuments.kind} = ${values.kind})`,
    })
    .returning();
  if (!row) throw new Error('order document not inserted');
  return row;
}

export async function findDocumentById(db: DbExecutor, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.id, id));
  return row ?? null;
}

/** Every document of some kinds on an order, newest version first. */
export async function findOrderDocuments(
  db: DbExecutor,
  orderId: string,
  kinds: readonly DocumentKind[],
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), inArray(orderDocuments.kind, [...kinds])))
    .orderBy(desc(orderDocuments.versionNo), desc(orderDocuments.createdAt));
}

/** Documents whose bytes hash to `sha256`, newest first (the same bytes are one document). */
export async function findDocumentsBySha256(
  db: DbExecutor,
  sha256: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.sha256, sha256))
    .orderBy(desc(orderDocuments.createdAt))
    .limit(1);
}

export async function setDocumentState(
  db: DbExecutor,
  id: string,
  from: DocumentState,
  changes: Pick<
    Partial<DocumentRow>,
    'state' | 'supersededAt' | 'declineReason' | 'declinedBy' | 'declinedAt'
  >,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(orderDocuments)
    .set(changes)
    .where(and(eq(orderDocuments.id, id), eq(orderDocuments.state, from)))
    .returning();
  return row ?? null;
}

export async function insertSignature(db: DbExecutor, values: NewSignatureRow): Promise<void> {
  await db.insert(contractSignatures).values(values);
}

export async function findSignatures(
  db: DbExecutor,
  documentIds: readonly string[],
): Promise<SignatureRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(contractSignatures)
    .where(inArray(contractSignatures.documentId, [...documentIds]))
    .orderBy(contractSignatures.signedAt);
}

const createdByUser = aliasedTable(users, 'created_by_user');
const declinedByUser = aliasedTable(users, 'declined_by_user');
const forwarderCompany = aliasedTable(companies, 'forwarder_company');
const carrierCompany = aliasedTable(companies, 'carrier_company');

/** A document with the names its view shows. */
function documentRowsWithNames(db: DbExecutor) {
  return db
    .select({
      document: orderDocuments,
      orderNumber: orders.number,
      fileName: files.originalName,
      size: files.size,
      createdByFirstName: createdByUser.firstName,
      createdByLastName: createdByUser.lastName,
      declinedByFirstName: declinedByUser.firstName,
      declinedByLastName: declinedByUser.lastName,
      forwarderName: forwarderCompany.name,
      carrierName: carrierCompany.name,
    })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .innerJoin(files, eq(files.id, orderDocuments.fileId))
    .innerJoin(forwarderCompany, eq(forwarderCompany.id, orderDocuments.forwarderCompanyId))
    .leftJoin(carrierCompany, eq(carrierCompany.id, orderDocuments.carrierCompanyId))
    .leftJoin(createdByUser, eq(createdByUser.id, orderDocuments.createdBy))
    .leftJoin(declinedByUser, eq(declinedByUser.id, orderDocuments.declinedBy));
}

export interface DocumentNamedRow {
  document: DocumentRow;
  orderNumber: string;
  fileName: string;
  size: number;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  declinedByFirstName: string | null;
  declinedByLastName: string | null;
  forwarderName: string;
  carrierName: string | null;
}

export async function findNamedDocuments(
  db: DbExecutor,
  ids: readonly string[],
): Promise<DocumentNamedRow[]> {
  if (ids.length === 0) return [];
  return documentRowsWithNames(db).where(inArray(orderDocuments.id, [...ids]));
}

/** Whose documents a list shows: one company's (either side), or every company's. */

function listConditions(scope: DocumentScope, query: DocumentListQuery): SQL[] {
  const conditions: SQL[] = [];
  if ('companyId' in scope) {
    const own = or(
      eq(orderDocuments.forwarderCompanyId, scope.companyId),
      eq(orderDocuments.carrierCompanyId, scope.companyId),
    );
    if (own) conditions.push(own);
  }
  if (query.kind) conditions.push(eq(orderDocuments.kind, query.kind));
  if (query.state) conditions.push(eq(orderDocuments.state, query.state));
  if (query.orderNumber) conditions.push(eq(orders.number, query.orderNumber));
  if (query.from)
    conditions.push(gte(orderDocuments.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const dayAfter = new Date(`${query.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(orderDocuments.createdAt, dayAfter));
  }
  return conditions;
}

/**
 * One page of documents with the total of the filter. The documents of an order come one after
 * another, so the list shows them under one heading: orders by their newest document, newest
 * first, and within an order newest first.
 */
export async function findDocumentPage(
  db: DbExecutor,
  scope: DocumentScope,
  query: DocumentListQuery,
): Promise<{ rows: DocumentNamedRow[]; total: number }> {
  const where = and(...listConditions(scope, query));
  const rows = await documentRowsWithNames(db)
    .where(where)
    .orderBy(
      sql`max(${orderDocuments.createdAt}) over (partition by ${orderDocuments.orderId}) desc`,
      desc(orderDocuments.orderId),
      desc(orderDocuments.createdAt),
      desc(orderDocuments.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
