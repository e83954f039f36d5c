import type { CompanyDocumentKind } from '@freight/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companyDocuments, files } from '../../db/schema.js';

/** A staged upload of this kind that no company has claimed yet. */
export async function isStagedDocument(
  db: DbExecutor,
  fileId: string,
  kind: CompanyDocumentKind,
): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .leftJoin(companyDocuments, eq(companyDocuments.fileId, files.id))
    .where(
      and(
        eq(files.id, fileId),
        eq(files.kind, kind),
        isNull(files.companyId),
        isNull(companyDocuments.id),
      ),
    );
  return row !== undefined;
}

/**
 * Gives a staged file to a company. The condition re-checks under the row lock, so of two
 * registrations racing for one staged file only one gets `true`.
 */
export async function claimStagedFile(
  db: DbExecutor,
  fileId: string,
  owner: { companyId: string; userId: string },
): Promise<boolean> {
  const claimed = await db
    .update(files)
    .set({ companyId: owner.companyId, uploadedBy: owner.userId })
    .where(and(eq(files.id, fileId), isNull(files.companyId)))
    .returning({ id: files.id });
  return claimed.length === 1;
}

export async function retireCurrentDocument(
  db: DbExecutor,
  companyId: string,
  kind: CompanyDocumentKind,
): Promise<void> {
  await db
    .update(companyDocuments)
    .set({ replacedAt: new Date() })
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        eq(companyDocuments.kind, kind),
        isNull(companyDocuments.replacedAt),
      ),
    );
}

export async function insertCompanyDocument(
  db: DbExecutor,
  document: { companyId: string; fileId: string; kind: CompanyDocumentKind },
): Promise<void> {
  await db.insert(companyDocuments).values(document);
}
