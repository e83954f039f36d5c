import { okResponseSchema } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { carrierPoolKeys } from '../../../lib/query/carrier-pool-query';

/** Takes the carrier out of the company's pool; the API answers `{ ok: true }`. */
export async function removeFromCarrierPool(carrierCompanyId: string): Promise<void> {
  await http.request(`/carrier-pool/${encodeURIComponent(carrierCompanyId)}`, okResponseSchema, {
    method: 'DELETE',
  });
}

export function useRemoveFromCarrierPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCarrierPool,
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierPoolKeys.pool }),
  });
}
