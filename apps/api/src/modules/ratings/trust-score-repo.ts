import { ratingWeight, type WeighedRatings } from '@freight/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, companyTrustFacts } from '../../db/schema.js';

/** The verified facts of each company the trust score is computed from (docs/trust-score.md). */
export interface TrustFacts {
  kind: 'FORWARDER' | 'CARRIER';
  approved: boolean;
  completedOrders: number;
  /** Its ratings, weighed as of the moment they were read. */
  ratings: WeighedRatings;
  problemsAtFault: number;
  averageDaysToPayment: number | null;
}

/**
 * The instant the kept rating sums count from (migration `company_trust_facts`): a rating
 * weighs `2^(days after it / half-life)` there, so that the sums never need to age.
 */
export const TRUST_RATING_EPOCH = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;

/** A company's kept row (`company_trust_facts`); null when it has no facts yet. */
export type KeptTrustFacts = typeof companyTrustFacts.$inferSelect;

/** The company columns its facts are read with: a score is only for registered companies. */
export interface TrustScoredCompany {
  kind: 'PLATFORM' | 'FORWARDER' | 'CARRIER';
  status: string;
}

/**
 * The facts of a company's score from its kept row, as of `now`; null for the platform's own
 * company, which has no score.
 */
export function trustFactsOf(
  company: TrustScoredCompany,
  kept: KeptTrustFacts | null,
  now: Date,
): TrustFacts | null {
  if (company.kind === 'PLATFORM') return null;
  const isForwarder = company.kind === 'FORWARDER';
  // Every kept weight counts from the epoch; as of now each is worth 0.5^(days since it / H).
  const ageing = ratingWeight((now.getTime() - TRUST_RATING_EPOCH) / DAY_MS);
  return {
    kind: company.kind,
    approved: company.status === 'APPROVED',
    completedOrders: (isForwarder ? kept?.completedAsOwner : kept?.completedAsCarrier) ?? 0,
    ratings: {
      count: kept?.ratingCount ?? 0,
      weight: (kept?.ratingWeight ?? 0) * ageing,
      weightedScore: (kept?.ratingWeightedScore ?? 0) * ageing,
    },
    problemsAtFault:
      (isForwarder ? kept?.problemsAtFaultAsForwarder : kept?.problemsAtFaultAsCarrier) ?? 0,
    averageDaysToPayment: kept?.averageDaysToPayment ?? null,
  };
}

/**
 * Reads the facts of the trust score for registered companies (forwarders and carriers) from
 * `company_trust_facts`, which the writes keep (decision 028): one indexed read whatever the
 * company's history. The platform's own company and unknown ids are left out.
 */
export async function findTrustFacts(
  db: DbExecutor,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, TrustFacts>> {
  const ids = [...new Set(companyIds)];
  const facts = new Map<string, TrustFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .select({
      id: companies.id,
      kind: companies.kind,
      status: companies.status,
      kept: companyTrustFacts,
    })
    .from(companies)
    .leftJoin(companyTrustFacts, eq(companyTrustFacts.companyId, companies.id))
    .where(inArray(companies.id, ids));
  for (const { id, kept, ...company } of rows) {
    const companyFacts = trustFactsOf(company, kept, now);
    if (companyFacts) facts.set(id, companyFacts);
  }
  return facts;
}

/**
 * Recomputes every company's facts from the raw rows: for a database filled with the triggers
 * off (the bench's bulk load). The triggers keep them current afterwards.
 */
export async function rebuildCompanyTrustFacts(db: DbExecutor): Promise<void> {
  await db.execute(sql`select trust_rebuild_company_facts()`);
}
