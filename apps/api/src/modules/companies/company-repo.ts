import {
  COMPANY_EMPLOYEE_ROLES,
  COMPANY_OWNER_ROLES,
  type CompanyDocumentKind,
  type CompanyStatus,
} from '@freight/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  companies,
  companyDocuments,
  companyReviewHistory,
  files,
  users,
} from '../../db/schema.js';
import type { UserRow } from '../../platform/accounts/account-repo.js';
import { AppError } from '../../platform/errors/app-error.js';

export type CompanyRow = typeof companies.$inferSelect;
export type { UserRow };
export type ReviewAction = (typeof companyReviewHistory.$inferSelect)['action'];

export async function findCompany(db: DbExecutor, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** Locks the company row for the rest of the transaction (review decisions, resubmissions). */
export async function findCompanyForUpdate(db: DbExecutor, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

export async function findCompanyOwner(db: DbExecutor, companyId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, COMPANY_OWNER_ROLES)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row ?? null;
}

export async function binInUse(db: DbExecutor, bin: string, exceptCompanyId?: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.bin, bin))
    .limit(1);
  return row !== undefined && row.id !== exceptCompanyId;
}

export interface CompanyDocumentRow {
  kind: CompanyDocumentKind;
  fileId: string;
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** The company's documents in force (replaced ones are kept but not listed). */
export async function listCurrentDocuments(
  db: DbExecutor,
  companyId: string,
): Promise<CompanyDocumentRow[]> {
  return db
    .select({
      kind: companyDocuments.kind,
      fileId: files.id,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      uploadedAt: files.createdAt,
    })
    .from(companyDocuments)
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .where(and(eq(companyDocuments.companyId, companyId), isNull(companyDocuments.replacedAt)))
    .orderBy(asc(companyDocuments.kind));
}

export interface ReviewEventRow {
  id: string;
  action: ReviewAction;
  comment: string | null;
  createdAt: Date;
  actor: Pick<UserRow, 'id' | 'lastName' | 'firstName' | 'middleName' | 'role'> | null;
}

export async function listReviewHistory(
  db: DbExecutor,
  companyId: string,
): Promise<ReviewEventRow[]> {
  const actor = alias(users, 'actor');
  const rows = await db
    .select({
      id: companyReviewHistory.id,
      action: companyReviewHistory.action,
      comment: companyReviewHistory.comment,
      createdAt: companyReviewHistory.createdAt,
      actorId: actor.id,
      actorLastName: actor.lastName,
      actorFirstName: actor.firstName,
      actorMiddleName: actor.middleName,
      actorRole: actor.role,
    })
    .from(companyReviewHistory)
    .leftJoin(actor, eq(actor.id, companyReviewHistory.actorUserId))
    .where(eq(companyReviewHistory.companyId, companyId))
    .orderBy(asc(companyReviewHistory.createdAt));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    comment: row.comment,
    createdAt: row.createdAt,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            lastName: row.actorLastName ?? '',
            firstName: row.actorFirstName ?? '',
            middleName: row.actorMiddleName,
            role: row.actorRole ?? '',
          },
  }));
}

export async function insertReviewEvent(
  db: DbExecutor,
  event: { companyId: string; action: ReviewAction; actorUserId: string | null; comment?: string },
): Promise<void> {
  await db.insert(companyReviewHistory).values({
    companyId: event.companyId,
    action: event.action,
    actorUserId: event.actorUserId,
    comment: event.comment ?? null,
  });
}

/** Employees or logisticians of a company, active or not. */
export async function listCompanyStaff(db: DbExecutor, companyId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, COMPANY_EMPLOYEE_ROLES)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export interface CompanyChanges {
  name?: string;
  bin?: string;
  legalAddress?: string;
  actualAddress?: string;
  signatoryPosition?: string;
  status?: CompanyStatus;
  reviewComment?: string | null;
}

/**
 * Applies changes only if the row still has `expectedVersion`, bumping it; returns the new row,
 * or null when someone else changed it first.
 */
export async function updateCompanyIfVersion(
  db: DbExecutor,
  id: string,
  expectedVersion: number,
  changes: CompanyChanges,
): Promise<CompanyRow | null> {
  try {
    const [row] = await db
      .update(companies)
      .set({ ...changes, version: sql`${companies.version} + 1`, updatedAt: new Date() })
      .where(and(eq(companies.id, id), eq(companies.version, expectedVersion)))
      .returning();
    return row ?? null;
  } catch (error) {
    throw duplicateBinAsAppError(error);
  }
}

/** A BIN taken meanwhile (the unique index caught it) answers 'This BIN or IIN is already registered!'. */
export function duplicateBinAsAppError(error: unknown): unknown {
  return isUniqueViolation(error, 'companies_bin_unique')
    ? new AppError('BIN_ALREADY_REGISTERED')
    : error;
}
