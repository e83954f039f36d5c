import { orderProblemSchema, type OrderProblem } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface ReportProblemInput {
  orderId: string;
  description: string;
}

/** Sends the order to the CB for security verification. */
export function reportProblem({ orderId, description }: ReportProblemInput): Promise<OrderProblem> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/problems`,
    orderProblemSchema,
    { description },
    { showErrors: false },
  );
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
