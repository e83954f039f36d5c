import { contractViewSchema, type ContractView, type DocumentLanguages } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { contractKey } from './get-contract';
import { orderKeys } from './get-orders';

export interface GenerateContractInput {
  orderId: string;
  /** The order's version: generating moves the order to CONTRACT_SIGNING. */
  version: number;
  languages: DocumentLanguages;
}

/** Builds a new contract version from the order as it is now (about a second on the server). */
export function generateContract({
  orderId,
  version,
  languages,
}: GenerateContractInput): Promise<ContractView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/contract`,
    contractViewSchema,
    { version, languages },
    // The screen says 'Error generating contract:' with the reason itself.
    { showErrors: false },
  );
}

export function useGenerateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateContract,
    // The answer is the contract as it now stands: show it before the refetch arrives.
    onSuccess: (contract, { orderId }) => queryClient.setQueryData(contractKey(orderId), contract),
    // The order, its history, its contract and the lists all show the new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
