import {
  carrierPoolMemberSchema,
  type CarrierPoolAdd,
  type CarrierPoolMember,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { carrierPoolKeys } from '../../../lib/query/carrier-pool-query';

export interface CarrierPoolAddition {
  member: CarrierPoolMember;
  /** False when the carrier was in the pool already (the API answers 200, not 201). */
  added: boolean;
}

export async function addToCarrierPool(
  input: CarrierPoolAdd,
  options: { showErrors?: boolean } = {},
): Promise<CarrierPoolAddition> {
  const answer = await http.requestWithStatus('/carrier-pool', carrierPoolMemberSchema, {
    method: 'POST',
    body: input,
    showErrors: options.showErrors,
  });
  return { member: answer.data, added: answer.status === 201 };
}

/**
 * Adds a carrier from an order, a card or by BIN. `showErrors: false` for a form that shows
 * the refusal inline; a button leaves it to the app's toast.
 */
export function useAddToCarrierPool(options: { showErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CarrierPoolAdd) => addToCarrierPool(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carrierPoolKeys.pool }),
  });
}
