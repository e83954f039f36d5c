import { orderDetailSchema, type OrderDetail, type ProblemDecisionRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface DecideProblemInput {
  orderId: string;
  problemId: string;
  request: ProblemDecisionRequest;
}

/** The CB's decision: a comment, and optionally a new status for the order. */
export function decideProblem({
  orderId,
  problemId,
  request,
}: DecideProblemInput): Promise<OrderDetail> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/problems/${encodeURIComponent(problemId)}/decision`,
    orderDetailSchema,
    request,
    { showErrors: false },
  );
}

export function useDecideProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
