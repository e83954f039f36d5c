import { verificationResultSchema, type VerificationResult } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** Under one root, so a dropped file's answer can be filed under the hash it had. */
export const verificationKey = (sha256: string) => ['verification', sha256] as const;

/** Asks the public registry whether a SHA-256 belongs to a document the platform issued. */
export function verifyDocumentHash(
  sha256: string,
  signal?: AbortSignal,
): Promise<VerificationResult> {
  return publicHttp.post(
    '/documents/verify',
    verificationResultSchema,
    { sha256 },
    // The page shows the failure (429: 'Too many attempts…') in place of the result.
    { signal, showErrors: false },
  );
}

export function verificationQueryOptions(sha256: string | null) {
  return queryOptions({
    queryKey: verificationKey(sha256 ?? ''),
    queryFn: ({ signal }) => verifyDocumentHash(sha256 ?? '', signal),
    enabled: sha256 !== null,
    // The registry only grows: an answer holds while the page is open; a 429 is not retried.
    staleTime: Infinity,
    retry: false,
  });
}

export function useHashVerification(sha256: string | null) {
  return useQuery(verificationQueryOptions(sha256));
}
