import { tripViewSchema, type FileReviewRequest, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export interface ReviewOrderFileInput {
  orderId: string;
  fileId: string;
  request: FileReviewRequest;
}

/**
 * The other side accepts or rejects a file (type and reason). Rejecting the receipt of a sent
 * payment sends the order back to DELIVERED.
 */
export function reviewOrderFile({
  orderId,
  fileId,
  request,
}: ReviewOrderFileInput): Promise<TripView> {
  return http.post(
    `${orderPath(orderId)}/files/${encodeURIComponent(fileId)}/review`,
    tripViewSchema,
    request,
    // The dialog says 'Error while rejecting file' with the reason.
    { showErrors: false },
  );
}

export function useReviewOrderFile() {
  return useTripMutation(reviewOrderFile);
}
