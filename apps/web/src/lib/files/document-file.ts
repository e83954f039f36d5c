import type { DocumentView } from '@freight/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchBlob } from '../http/http-client';
import { saveBlob } from './stored-file';

/** What a generated document's file needs: which one, and the name it is saved under. */
export type DocumentFileRef = Pick<DocumentView, 'id' | 'fileName'>;

/**
 * The PDF of a generated document (`GET /api/documents/:id/file`), sent only with the bearer
 * token; `download` asks for it as an attachment.
 */
export function fetchDocumentFile(
  id: string,
  options: { download?: boolean; signal?: AbortSignal; showErrors?: boolean } = {},
): Promise<Blob> {
  const { download, ...rest } = options;
  return fetchBlob(`/documents/${encodeURIComponent(id)}/file`, {
    query: { download: download ? 1 : undefined },
    ...rest,
  });
}

export const documentFileKey = (id: string | null) => ['documents', 'file', id] as const;

/** The PDF a viewer shows; the viewer has its own error state, hence no toast. */
export function useDocumentFileContent(document: Pick<DocumentView, 'id'> | null) {
  return useQuery({
    queryKey: documentFileKey(document?.id ?? null),
    queryFn: ({ signal }) => fetchDocumentFile(document?.id ?? '', { signal, showErrors: false }),
    enabled: document !== null,
    // A generated document never changes: a new version is a new document with a new id.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** Downloads a generated document under its own name; a failure shows the usual toast. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (document: DocumentFileRef) => {
      saveBlob(await fetchDocumentFile(document.id, { download: true }), document.fileName);
    },
  });
}
