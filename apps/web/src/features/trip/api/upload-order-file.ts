import {
  orderFileViewSchema,
  type OrderFileView,
  type UploadableOrderFileType,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFormAuthorised } from '../../../lib/http/upload';
import { orderPath, tripKeys } from './trip-keys';

export interface UploadOrderFileInput {
  orderId: string;
  type: UploadableOrderFileType;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The upload succeeded but its answer names no file (spec §8: 'File not found in response'). */
export class FileMissingInResponseError extends Error {
  constructor() {
    super('File not found in response');
    this.name = 'FileMissingInResponseError';
  }
}

/** Any answer; whether it holds the file is checked here, with a text of its own. */
const anyAnswer = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * Attaches one file to the order (`POST /orders/:id/files`, multipart: `type` first, then
 * `file`), with upload progress; several files go as several requests side by side.
 */
export async function uploadOrderFile({
  orderId,
  type,
  file,
  onProgress,
  signal,
}: UploadOrderFileInput): Promise<OrderFileView> {
  const form = new FormData();
  // The type first: the server reads the fields in order and the file streams to disk.
  form.append('type', type);
  form.append('file', file, file.name);
  const answer = await uploadFormAuthorised(`${orderPath(orderId)}/files`, form, anyAnswer, {
    onProgress,
    signal,
  });
  const parsed = orderFileViewSchema.safeParse(answer);
  if (!parsed.success) throw new FileMissingInResponseError();
  return parsed.data;
}

export function useUploadOrderFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrderFile,
    // The new file shows in the trip, and the order's `actions` may now allow the next step.
    onSettled: (_file, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: tripKeys.detail(orderId) }),
  });
}
