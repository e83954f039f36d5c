import {
  DocumentKind,
  DocumentState,
  type DocumentLanguages as LanguageChoice,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { StoredBlob } from '../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { recordOrderAudit } from '../orders/core/order-audit.js';
import {
  consignmentNoteNumberOf,
  renderConsignmentNoteFor,
  type ConsignmentNoteInput,
} from './consignment-rendering.js';
import { findContractSource } from './contract-source-repo.js';
import { findOrderDocuments, insertNextDocument } from './repo.js';
import { loadCurrentContract } from '../orders/core/contract-facts.js';
import { putGeneratedPdf, recordGeneratedPdf } from './stored-pdf.js';

/**
 * The consignment note of an order (issue 9), issued when the carrier departs from loading,
 * and its confirmed copy, issued when the forwarder side confirms receipt of the goods. The
 * PDF is rendered and stored before the trip's transaction (it takes a while and may fail:
 * then nothing of the step is recorded); the transaction registers it with its SHA-256, so
 * it is listed in `/documents` and verifies on `/verify`.
 */
export type ConsignmentNoteKind =
  typeof DocumentKind.CONSIGNMENT_NOTE | typeof DocumentKind.CONFIRMED_CONSIGNMENT_NOTE;

export interface PreparedConsignmentNote {
  kind: ConsignmentNoteKind;
  blob: StoredBlob;
  languages: LanguageChoice;
}

/**
 * Renders the note from the order as it is now, in the languages of its signed contract, and
 * writes it to the file store. The caller registers it in its transaction and hands the blob
 * to the order-action executor's `removeOnFailure`, so a failed transaction leaves no file.
 */
export async function prepareConsignmentNote(
  deps: Pick<ServiceDeps, 'db' | 'files' | 'log'>,
  orderId: string,
  kind: ConsignmentNoteKind,
  input: ConsignmentNoteInput,
): Promise<PreparedConsignmentNote> {
  const source = await findContractSource(deps.db, orderId);
  if (!source) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED');
  const contract = await loadCurrentContract(deps.db, orderId);
  const languages = contract?.languages ?? 'kz+ru';
  const bytes = await renderConsignmentNoteFor(source, languages, input).catch((error: unknown) => {
    deps.log.error({ err: error, orderId }, 'consignment note not generated');
    throw new AppError('DOCUMENT_GENERATION_FAILED', {
      details: { reason: error instanceof Error ? error.message : String(error) },
    });
  });
  const suffix = kind === DocumentKind.CONFIRMED_CONSIGNMENT_NOTE ? '-confirmed' : '';
  const blob = await putGeneratedPdf(
    deps.files,
    bytes,
    `consignment-note-${consignmentNoteNumberOf(source.order.number)}${suffix}.pdf`,
  );
  return { kind, blob, languages };
}

/**
 * Registers a prepared note in the caller's transaction: its `files` row, the order document
 * (ISSUED; the confirmed copy points at the note it confirms) and the order's audit row.
 */
export async function registerConsignmentNote(
  tx: DbExecutor,
  prepared: PreparedConsignmentNote,
  context: {
    order: { id: string; ownerCompanyId: string; selectedCarrierCompanyId: string | null };
    createdBy: string;
    meta: RequestMeta;
  },
): Promise<{ id: string; sha256: string }> {
  const { order } = context;
  const [source] =
    prepared.kind === DocumentKind.CONFIRMED_CONSIGNMENT_NOTE
      ? await findOrderDocuments(tx, order.id, [DocumentKind.CONSIGNMENT_NOTE])
      : [];
  const file = await recordGeneratedPdf(tx, prepared.blob, order.ownerCompanyId, context.createdBy);
  const document = await insertNextDocument(tx, {
    orderId: order.id,
    kind: prepared.kind,
    state: DocumentState.ISSUED,
    languages: prepared.languages,
    fileId: file.id,
    sha256: prepared.blob.sha256,
    forwarderCompanyId: order.ownerCompanyId,
    carrierCompanyId: order.selectedCarrierCompanyId,
    sourceDocumentId: source?.id ?? null,
    createdBy: context.createdBy,
  });
  await recordOrderAudit(tx, {
    actorUserId: context.createdBy,
    orderId: order.id,
    action: 'document.consignment_note_issued',
    after: { languages: prepared.languages, documentSha256: document.sha256 },
    meta: context.meta,
  });
  return { id: document.id, sha256: document.sha256 };
}
