import { SignatureSide } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { findCurrentContract, signedSides, type ContractRow } from './contract-repo.js';

/** Which sides signed the contract version under signature: what the order state machine needs. */
export interface ContractSignatureFacts {
  signedByForwarder: boolean;
  signedByCarrier: boolean;
}

export const NO_SIGNATURES: ContractSignatureFacts = {
  signedByForwarder: false,
  signedByCarrier: false,
};

export async function loadContractSignatureFacts(
  db: DbExecutor,
  orderId: string,
): Promise<ContractSignatureFacts> {
  const contract = await findCurrentContract(db, orderId);
  if (!contract) return NO_SIGNATURES;
  const sides = await signedSides(db, contract.id);
  return {
    signedByForwarder: sides.includes(SignatureSide.FORWARDER),
    signedByCarrier: sides.includes(SignatureSide.CARRIER),
  };
}

/** The contract version that is signed or waiting for signatures; null when there is none. */
export async function loadCurrentContract(
  db: DbExecutor,
  orderId: string,
): Promise<ContractRow | null> {
  return findCurrentContract(db, orderId);
}
