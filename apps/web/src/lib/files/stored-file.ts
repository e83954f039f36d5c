import { IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPES, type StoredFile } from '@freight/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchBlob } from '../http/http-client';

/** What the viewer can show in place; anything else is offered as a download only. */
export type FilePreviewKind = 'pdf' | 'image' | 'none';

export function previewKindOf(contentType: string): FilePreviewKind {
  if (PDF_CONTENT_TYPES.some((type) => type === contentType)) return 'pdf';
  if (IMAGE_CONTENT_TYPES.some((type) => type === contentType)) return 'image';
  return 'none';
}

export type FileDisposition = 'attachment' | 'inline';

/** The file's bytes (`GET /api/files/:id`), sent only with the bearer token. */
export function fetchStoredFile(
  id: string,
  disposition: FileDisposition,
  options: { signal?: AbortSignal; showErrors?: boolean } = {},
): Promise<Blob> {
  return fetchBlob(`/files/${encodeURIComponent(id)}`, { query: { disposition }, ...options });
}

/** Hands bytes to the browser as a download under the file's own name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; keep it a moment for slow ones.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of the file a viewer shows; the viewer has its own error state, hence no toast. */
export function useStoredFileContent(file: Pick<StoredFile, 'id'> | null) {
  return useQuery({
    queryKey: ['files', file?.id ?? null, 'inline'],
    queryFn: ({ signal }) =>
      fetchStoredFile(file?.id ?? '', 'inline', { signal, showErrors: false }),
    enabled: file !== null,
    // A stored file never changes: a new version is a new file with a new id.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** Downloads a stored file; a failure shows the usual error toast. */
export function useDownloadStoredFile() {
  return useMutation({
    mutationFn: async (file: Pick<StoredFile, 'id' | 'originalName'>) => {
      saveBlob(await fetchStoredFile(file.id, 'attachment'), file.originalName);
    },
  });
}
