import { ErrorCode, MAX_UPLOAD_BYTES, type ChatAttachment } from '@freight/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http/api-error';
import { uploadAttachment } from '../api/send-message';

export interface AttachmentUpload {
  key: string;
  name: string;
  percent: number;
  /** The stored file once uploaded. */
  file: ChatAttachment | null;
  error: unknown;
}

let counter = 0;

/**
 * Files chosen for the next message, each uploaded at once with its own progress; the message
 * then names the stored files. Failed ones stay listed until removed.
 */
export function useAttachmentUploads(conversationId: string) {
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<AttachmentUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const startOne = (file: File) => {
    counter += 1;
    const key = `attachment-${counter}`;
    const tooLarge = file.size > MAX_UPLOAD_BYTES;
    setUploads((current) => [
      ...current,
      {
        key,
        name: file.name,
        percent: 0,
        file: null,
        // No need to send 10 MB only to hear that it is too much.
        error: tooLarge ? new ApiError(413, ErrorCode.FILE_TOO_LARGE, '') : null,
      },
    ]);
    if (tooLarge) return;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadAttachment(conversationId, file, {
      signal: controller.signal,
      onProgress: (percent) => patch(key, { percent }),
    })
      .then(
        (stored) => patch(key, { file: stored, percent: 100 }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(key, { error });
        },
      )
      .finally(() => controllers.current.delete(key));
  };

  return {
    uploads,
    start: (files: readonly File[]) => files.forEach(startOne),
    remove: (key: string) => {
      controllers.current.get(key)?.abort();
      setUploads((current) => current.filter((upload) => upload.key !== key));
    },
    clear: () => setUploads([]),
    uploading: uploads.some((upload) => upload.file === null && upload.error === null),
    ready: uploads.flatMap((upload) => (upload.file ? [upload.file] : [])),
  };
}
