import {
  ErrorCode,
  MAX_UPLOAD_BYTES,
  type OrderFileView,
  type UploadableOrderFileType,
} from '@freight/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http/api-error';
import { useUploadOrderFile } from '../api/upload-order-file';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  type: UploadableOrderFileType;
  percent: number;
  /** Failed uploads stay listed with their reason until dismissed. */
  error: unknown;
}

interface UploadCallbacks {
  onUploaded?: (file: OrderFileView) => void;
  onFailed?: (error: unknown) => void;
}

let counter = 0;

/**
 * Uploads to the order, each file its own request with its own progress, side by side.
 * Finished uploads leave the list (the file shows in the trip); failed ones stay.
 */
export function useFileUploads(orderId: string, callbacks: UploadCallbacks = {}) {
  const upload = useUploadOrderFile();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  // Leaving the page stops what is still on its way.
  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  const remove = (key: string) =>
    setEntries((current) => current.filter((entry) => entry.key !== key));

  const startOne = (type: UploadableOrderFileType, file: File) => {
    counter += 1;
    const key = `upload-${counter}`;
    const tooLarge = file.size > MAX_UPLOAD_BYTES;
    const entry: UploadEntry = {
      key,
      name: file.name,
      size: file.size,
      type,
      percent: 0,
      // No need to send 10 MB only to hear that it is too much.
      error: tooLarge ? new ApiError(413, ErrorCode.FILE_TOO_LARGE, '') : null,
    };
    setEntries((current) => [...current, entry]);
    if (tooLarge) {
      callbacks.onFailed?.(entry.error);
      return;
    }
    const controller = new AbortController();
    controllers.current.set(key, controller);
    upload
      .mutateAsync({
        orderId,
        type,
        file,
        signal: controller.signal,
        onProgress: (percent) => patch(key, { percent }),
      })
      .then(
        (stored) => {
          remove(key);
          callbacks.onUploaded?.(stored);
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(key, { error });
          callbacks.onFailed?.(error);
        },
      )
      .finally(() => controllers.current.delete(key));
  };

  return {
    entries,
    start: (type: UploadableOrderFileType, files: readonly File[]) =>
      files.forEach((file) => startOne(type, file)),
    dismiss: remove,
    uploading: entries.some((entry) => entry.error === null),
  };
}
