import { DocumentKind, type VerificationResult } from '@freight/shared';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { findNamedDocuments, findDocumentsBySha256, findSignatures } from './repo.js';

/**
 * Public verification: whether `sha256` is the hash of a document the platform issued, and if
 * so only what the holder of that PDF may learn: the order number, the kind and version, its
 * state and who signed when. An unknown hash gets `matched: false` and nothing else.
 */
export async function verifyDocument(
  { db }: Pick<ServiceDeps, 'db'>,
  sha256: string,
): Promise<VerificationResult> {
  const [document] = await findDocumentsBySha256(db, sha256);
  if (!document) return { matched: false, sha256, document: null };
  const [named] = await findNamedDocuments(db, [document.id]);
  const signatures = await findSignatures(db, [document.sourceDocumentId ?? document.id]);
  return {
    matched: true,
    sha256,
    document: {
      kind: document.kind,
      orderNumber: named?.orderNumber ?? '',
      versionNo: document.versionNo,
      state: document.state,
      issuedAt: document.createdAt.toISOString(),
      isSignedCopy: document.kind === DocumentKind.SIGNED_CONTRACT,
      signatures: signatures.map((signature) => ({
        side: signature.side,
        signerName: signature.signerName,
        companyName: signature.companyName,
        signedAt: signature.signedAt.toISOString(),
      })),
    },
  };
}
