import { useQuery } from '@tanstack/react-query';
import type { ResponseSchema } from '../http/api-request';
import { http } from '../http/http-client';

/** What the screens show of `GET /api/companies/:id/trust-score`: the score, 0–100. */
export interface CompanyTrustScore {
  score: number;
}

/** The score alone; the parts and facts of the answer belong to the explanation page. */
const trustScoreAnswer: ResponseSchema<CompanyTrustScore> = {
  safeParse: (data: unknown) => {
    const score = (data as { score?: unknown } | null)?.score;
    return typeof score === 'number' && Number.isFinite(score)
      ? { success: true, data: { score } }
      : { success: false };
  },
};

export const trustScoreKey = (companyId: string | null) =>
  ['companies', companyId, 'trust-score'] as const;

/**
 * A company's trust score, computed by the server from verified events. Quiet: where it
 * cannot be read (no such endpoint yet, no access) the screens simply show no score.
 */
export function useCompanyTrustScore(companyId: string | null | undefined) {
  return useQuery({
    queryKey: trustScoreKey(companyId ?? null),
    queryFn: ({ signal }) =>
      http.get(`/companies/${encodeURIComponent(companyId ?? '')}/trust-score`, trustScoreAnswer, {
        signal,
        showErrors: false,
      }),
    enabled: Boolean(companyId),
    retry: false,
    staleTime: 60_000,
  });
}
