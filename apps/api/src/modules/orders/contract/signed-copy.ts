import type { SignatureSide } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { StoredBlob } from '../../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import type { loadCurrentContract } from '../core/contract-facts.js';
import {
  renderSignedCopyFor,
  type SignedCopySignature,
} from '../../documents/contract-rendering.js';
import { readStoredDocument } from '../../documents/read-stored-document.js';
import { putGeneratedPdf } from '../../documents/stored-pdf.js';
import { registry, type NewSignatureRow } from '../../documents/registry.js';

/** The contract version under signature. */
type ContractRow = NonNullable<Awaited<ReturnType<typeof loadCurrentContract>>>;

/** A signature as it will be stored, with the time it shows on the signed copy. */
export type SignatureValues = NewSignatureRow & SignedCopySignature;

/** The signature of `userId` on `contract` for `side`, as the contract records it; null without a company. */
export async function signatureOf(
  db: DbExecutor,
  contract: Pick<ContractRow, 'id' | 'orderId' | 'sha256'>,
  signer: { userId: string; side: SignatureSide; signedAt: Date },
  meta: RequestMeta,
): Promise<SignatureValues | null> {
  const facts = await registry.signerFactsOf(db, signer.userId);
  if (!facts) return null;
  return {
    documentId: contract.id,
    orderId: contract.orderId,
    side: signer.side,
    userId: signer.userId,
    companyId: facts.companyId,
    signerName: [facts.lastName, facts.firstName, facts.middleName].filter(Boolean).join(' '),
    signerPosition: facts.signatoryPosition,
    companyName: facts.companyName,
    companyBin: facts.companyBin,
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: contract.sha256,
    signedAt: signer.signedAt,
  };
}

/**
 * The signed copy rendered for the signature that completes the contract, and the facts it
 * was rendered from: the contract version and the signatures already on it. The signing
 * transaction checks they still hold before registering the copy.
 */
export interface PreparedSignedCopy {
  contractId: string;
  signatureIds: string[];
  signature: SignatureValues;
  blob: StoredBlob;
}

/**
 * Renders the signed copy (the contract plus a signature page with a QR code to `/verify`)
 * outside the order's row lock: from the contract and its signatures as they are now, plus
 * the caller's signature, stamped later than every one before it so the page lists them in
 * the order the contract does.
 */
export async function prepareSignedCopy(
  deps: Pick<ServiceDeps, 'db' | 'files'>,
  order: { number: string },
  contract: ContractRow,
  signer: { userId: string; side: SignatureSide },
  meta: RequestMeta & { verifyUrlBase: string },
): Promise<PreparedSignedCopy> {
  const { db } = deps;
  const existing = await registry.signaturesOf(db, [contract.id]);
  const latest = Math.max(0, ...existing.map((row) => row.signedAt.getTime() + 1));
  const signedAt = new Date(Math.max(Date.now(), latest));
  const signature = await signatureOf(db, contract, { ...signer, signedAt }, meta);
  if (!signature) throw new AppError('ACCESS_DENIED');
  const original = await readStoredDocument(db, deps.files, contract.fileId);
  const bytes = await renderSignedCopyFor(original, {
    orderNumber: order.number,
    documentSha256: contract.sha256,
    signatures: [...existing, signature],
    languages: contract.languages,
    verifyUrl: `${meta.verifyUrlBase}?sha256=${contract.sha256}`,
  });
  const blob = await putGeneratedPdf(deps.files, bytes, `contract-${order.number}-signed.pdf`);
  return { contractId: contract.id, signatureIds: existing.map((row) => row.id), signature, blob };
}

/** Whether the contract and its signatures are still those the copy was rendered from. */
export async function signedCopyStillHolds(
  tx: DbExecutor,
  contract: Pick<ContractRow, 'id'>,
  prepared: PreparedSignedCopy,
): Promise<boolean> {
  if (prepared.contractId !== contract.id) return false;
  const current = await registry.signaturesOf(tx, [contract.id]);
  const ids = current.map((row) => row.id);
  return (
    ids.length === prepared.signatureIds.length &&
    ids.every((id, index) => id === prepared.signatureIds[index])
  );
}
