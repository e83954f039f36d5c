import { computeWeighedTrustScore, type TrustScore } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  findTrustFacts,
  trustFactsOf,
  type KeptTrustFacts,
  type TrustScoredCompany,
} from './trust-score-repo.js';

/**
 * The trust scores of companies (docs/trust-score.md), computed on read from their verified
 * facts as the writes keep them (decision 028), so the score always follows the published
 * formula and ages with the ratings. Companies views and responses on
 * an order read them in one batch; the platform's own company has none.
 */
export async function loadTrustScores(
  db: DbExecutor,
  companyIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, TrustScore>> {
  const facts = await findTrustFacts(db, companyIds, now);
  const scores = new Map<string, TrustScore>();
  for (const [companyId, fact] of facts) scores.set(companyId, computeWeighedTrustScore(fact));
  return scores;
}

/** The score of a company read together with its kept facts (a response's carrier). */
export function trustScoreOf(
  company: TrustScoredCompany,
  kept: KeptTrustFacts | null,
  now: Date = new Date(),
): TrustScore | null {
  const facts = trustFactsOf(company, kept, now);
  return facts ? computeWeighedTrustScore(facts) : null;
}

export async function loadTrustScore(
  db: DbExecutor,
  companyId: string,
): Promise<TrustScore | null> {
  return (await loadTrustScores(db, [companyId])).get(companyId) ?? null;
}

/**
 * `GET /api/companies/:id/trust-score`: the score with its parts and facts. Trust scores are
 * what the platform publishes about a company to everyone who deals with it, so any signed-in
 * user may read any registered company's; unknown ids and the platform get 404.
 */
export async function getCompanyTrustScore(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  companyId: string,
): Promise<TrustScore> {
  assertPermission(actor, 'read:order:party');
  const score = await loadTrustScore(db, companyId);
  if (!score) throw notFound();
  return score;
}
