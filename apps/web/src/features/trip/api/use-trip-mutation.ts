import type { TripView } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/**
 * Every trip action answers the whole TripView: it is shown at once, and the order (its
 * status and `actions`), its history and the lists are fetched again.
 *
 * `onDone` runs with the mutation itself, so it still runs when the form that sent it is gone
 * (a payment form gives way to the payment sent); `mutate`'s own callbacks would not.
 */
export function useTripMutation<I extends { orderId: string }>(
  mutationFn: (input: I) => Promise<TripView>,
  onDone?: (trip: TripView) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (trip, { orderId }) => {
      queryClient.setQueryData(tripKeys.trip(orderId), trip);
      onDone?.(trip);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripKeys.orders }),
  });
}
