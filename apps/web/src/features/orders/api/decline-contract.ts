import { contractViewSchema, type ContractView } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { contractKey } from './get-contract';
import { orderKeys } from './get-orders';

export interface DeclineContractInput {
  orderId: string;
  version: number;
  reason: string;
}

/** Refuses the current contract with a reason: the order returns to CARRIER_SELECTED. */
export function declineContract({
  orderId,
  version,
  reason,
}: DeclineContractInput): Promise<ContractView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/contract/decline`,
    contractViewSchema,
    { version, reason },
    // The dialog shows the failure inline.
    { showErrors: false },
  );
}

export function useDeclineContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineContract,
    // The answer is the contract as it now stands: show it before the refetch arrives.
    onSuccess: (contract, { orderId }) => queryClient.setQueryData(contractKey(orderId), contract),
    // The order, its history, its contract and the lists all show the new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
