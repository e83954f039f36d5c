import { contractViewSchema, type ContractView } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { contractKey } from './get-contract';
import { orderKeys } from './get-orders';

export interface SignContractInput {
  orderId: string;
  version: number;
  /** The SHA-256 of the document the signer read: a newer version refuses the signature. */
  documentSha256: string;
}

/** Signs the current contract for the caller's side; the second side's signature completes it. */
export function signContract({
  orderId,
  version,
  documentSha256,
}: SignContractInput): Promise<ContractView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/contract/sign`,
    contractViewSchema,
    { version, documentSha256 },
    // The screen says 'Error signing contract:' with the reason itself.
    { showErrors: false },
  );
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    // The answer is the contract as it now stands: show it before the refetch arrives.
    onSuccess: (contract, { orderId }) => queryClient.setQueryData(contractKey(orderId), contract),
    // The order, its history, its contract and the lists all show the new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
