import {
  DocumentKind,
  type ContractView,
  type DocumentView,
  type SignatureView,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import {
  findNamedDocuments,
  findOrderDocuments,
  findSignatures,
  type DocumentNamedRow,
  type SignatureRow,
} from './repo.js';

const fullName = (first: string | null, last: string | null) =>
  [last, first].filter(Boolean).join(' ');

export function toSignatureView(row: SignatureRow): SignatureView {
  return {
    side: row.side,
    signerName: row.signerName,
    signerPosition: row.signerPosition,
    companyName: row.companyName,
    companyBin: row.companyBin,
    signedAt: row.signedAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    documentSha256: row.documentSha256,
  };
}

/** A signed copy shows the signatures of the contract it was made from. */
function signatureDocumentId(row: DocumentNamedRow): string {
  return row.document.sourceDocumentId ?? row.document.id;
}

export function toDocumentView(
  row: DocumentNamedRow,
  signatures: readonly SignatureRow[],
): DocumentView {
  const { document } = row;
  const signedThis = signatureDocumentId(row);
  return {
    id: document.id,
    orderId: document.orderId,
    orderNumber: row.orderNumber,
    kind: document.kind,
    versionNo: document.versionNo,
    state: document.state,
    languages: document.languages,
    sha256: document.sha256,
    fileName: row.fileName,
    size: row.size,
    createdAt: document.createdAt.toISOString(),
    createdBy: document.createdBy
      ? {
          id: document.createdBy,
          name: fullName(row.createdByFirstName, row.createdByLastName),
        }
      : null,
    forwarderCompany: { id: document.forwarderCompanyId, name: row.forwarderName },
    carrierCompany:
      document.carrierCompanyId && row.carrierName
        ? { id: document.carrierCompanyId, name: row.carrierName }
        : null,
    declineReason: document.declineReason,
    declinedBy: document.declinedBy
      ? fullName(row.declinedByFirstName, row.declinedByLastName)
      : null,
    signatures: signatures.filter((s) => s.documentId === signedThis).map(toSignatureView),
  };
}

/** Views of documents in the order given, with their signatures, in two statements. */
export async function loadDocumentViews(
  db: DbExecutor,
  rows: readonly DocumentNamedRow[],
): Promise<DocumentView[]> {
  const signatures = await findSignatures(db, [...new Set(rows.map(signatureDocumentId))]);
  return rows.map((row) => toDocumentView(row, signatures));
}

/** The contract section of an order: the current version, its signed copy, every version. */
export async function loadContractView(db: DbExecutor, orderId: string): Promise<ContractView> {
  const documents = await findOrderDocuments(db, orderId, [
    DocumentKind.CONTRACT,
    DocumentKind.SIGNED_CONTRACT,
  ]);
  const named = await findNamedDocuments(
    db,
    documents.map((document) => document.id),
  );
  const byId = new Map(named.map((row) => [row.document.id, row]));
  const ordered = documents.flatMap((document) => byId.get(document.id) ?? []);
  const views = await loadDocumentViews(db, ordered);
  const versions = views.filter((view) => view.kind === DocumentKind.CONTRACT);
  const current =
    versions.find((view) => view.state === 'SIGNING' || view.state === 'SIGNED') ?? null;
  const signedCopy =
    (current && views.find((view) => view.kind === DocumentKind.SIGNED_CONTRACT)) ?? null;
  return { current, signedCopy, versions };
}

/**
 * The latest document of some kinds on an order (by issue time), as the documents section
 * shows it; null when there is none. The trip view reads its consignment note through this.
 */
export async function loadLatestOrderDocument(
  db: DbExecutor,
  orderId: string,
  kinds: readonly DocumentKind[],
): Promise<DocumentView | null> {
  const documents = await findOrderDocuments(db, orderId, kinds);
  const latest = documents.reduce<(typeof documents)[number] | null>(
    (newest, document) =>
      !newest || document.createdAt.getTime() > newest.createdAt.getTime() ? document : newest,
    null,
  );
  if (!latest) return null;
  const named = await findNamedDocuments(db, [latest.id]);
  const [view] = await loadDocumentViews(db, named);
  return view ?? null;
}
