import { findContractSource, findSignerFacts } from './contract-source-repo.js';
import { findSignatures, insertNextDocument, insertSignature, setDocumentState } from './repo.js';

export type { ContractSource } from './contract-source-repo.js';
export type { NewSignatureRow } from './repo.js';

/**
 * The document registry as the order's actions use it (generating, signing and declining a
 * contract live in `orders/contract/`): `documents/` owns the rows of documents and
 * signatures; the actions above call these instead of its repositories.
 */
export const registry = {
  /** Registers the next version of a kind of document of an order (1 for the first). */
  registerDocument: insertNextDocument,
  /** Moves a document from one state to another; null when it was not in `from` any more. */
  moveDocumentState: setDocumentState,
  recordSignature: insertSignature,
  signaturesOf: findSignatures,
  /** The order, its selected response, driver, vehicle, route and parties, as a contract says. */
  contractSourceOf: findContractSource,
  /** The signer's name, position and company as they are at the moment of signing. */
  signerFactsOf: findSignerFacts,
};
