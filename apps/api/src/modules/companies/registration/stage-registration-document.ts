import type { CompanyDocumentKind, StagedDocument } from '@freight/shared';
import { insertFile } from '../../../platform/files/repo.js';
import { writeAtomically } from '../../../platform/http/idempotency-fence.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import type { StoredBlob } from '../../../platform/files/upload.js';

/**
 * Describes an uploaded registration document. It belongs to no company until a registration
 * (or a resubmission) names its id; then it is attached and cannot be used again.
 */
export async function stageRegistrationDocument(
  { db }: Pick<ServiceDeps, 'db'>,
  blob: StoredBlob,
  kind: CompanyDocumentKind,
): Promise<StagedDocument> {
  // Public, like the registration it belongs to; the route limits calls per IP.
  const file = await writeAtomically(db, (executor) =>
    insertFile(executor, { blob, kind, companyId: null, uploadedBy: null }),
  );
  return {
    id: file.id,
    kind,
    originalName: file.originalName,
    size: file.size,
    contentType: file.contentType,
  };
}
