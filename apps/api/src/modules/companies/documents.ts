import {
  COMPANY_DOCUMENT_KINDS,
  ValidationMessage,
  type CompanyDocumentKind,
  type RegistrationDocuments,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { listCurrentDocuments } from './company-repo.js';
import {
  claimStagedFile,
  insertCompanyDocument,
  isStagedDocument,
  retireCurrentDocument,
} from './documents-repo.js';

const unavailable = (kind: CompanyDocumentKind) =>
  new AppError('VALIDATION_FAILED', {
    fields: { [`documents.${kind}`]: ValidationMessage.DOCUMENT_UNAVAILABLE },
  });

/**
 * Makes `documents` the company's documents in force. An id may name a document the company
 * already has (kept) or a staged upload of the same kind that no company uses yet (attached);
 * anything else is refused, field by field. A document left out is retired; no file is ever
 * deleted. Call inside the transaction of the registration or resubmission.
 */
export async function setCompanyDocuments(
  db: DbExecutor,
  owner: { companyId: string; userId: string },
  documents: RegistrationDocuments,
): Promise<void> {
  const current = new Map(
    (await listCurrentDocuments(db, owner.companyId)).map((doc) => [doc.kind, doc.fileId]),
  );
  const attach: { kind: CompanyDocumentKind; fileId: string }[] = [];
  const retire: CompanyDocumentKind[] = [];
  const problems: Record<string, string> = {};
  for (const kind of COMPANY_DOCUMENT_KINDS) {
    const fileId = documents[kind] ?? null;
    const currentId = current.get(kind) ?? null;
    if (fileId === currentId) continue;
    if (currentId !== null) retire.push(kind);
    if (fileId === null) continue;
    if (await isStagedDocument(db, fileId, kind)) attach.push({ kind, fileId });
    else problems[`documents.${kind}`] = ValidationMessage.DOCUMENT_UNAVAILABLE;
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: problems });
  }

  for (const kind of retire) await retireCurrentDocument(db, owner.companyId, kind);
  for (const { kind, fileId } of attach) {
    if (!(await claimStagedFile(db, fileId, owner))) throw unavailable(kind);
    await insertCompanyDocument(db, { companyId: owner.companyId, fileId, kind });
  }
}
