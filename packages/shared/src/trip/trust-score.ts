import { z } from 'zod';

/**
 * The trust score of a company (issue 9, docs/trust-score.md): a number from 0 to 100 computed
 * from verified events only, by a formula published to every user, in the spirit of
 * Lardi-Trans's published rating rules. No one can buy, edit or type it in:
 *
 * - CB status: a company the security service has not approved scores 0.
 * - Volume: completed orders, with diminishing returns: `1 − e^(−orders / 10)`.
 * - Reputation: the ratings received, each weighing `0.5^(age in days / 180)` (a rating half a
 *   year old counts half), averaged together with two neutral ratings (3) so that one rating
 *   cannot make or break a newcomer, then mapped from 1..5 to 0..1.
 * - Payment speed (forwarders only): the average days from delivery to payment; 3 days or less
 *   is full marks, 30 days or more none, linear between; a forwarder without payments yet
 *   gets the middle (0.5).
 * - Problems decided against the company by the CB: each multiplies the score by 0.8.
 *
 * Carriers: `100 × (0.35 × volume + 0.65 × reputation) × 0.8^problems`.
 * Forwarders: `100 × (0.3 × volume + 0.5 × reputation + 0.2 × payment speed) × 0.8^problems`.
 * Rounded to a whole number.
 */
export const TRUST_SCORE_RULES = {
  volumeScaleOrders: 10,
  ratingHalfLifeDays: 180,
  neutralRating: 3,
  neutralRatingWeight: 2,
  fastPaymentDays: 3,
  slowPaymentDays: 30,
  noPaymentsSpeed: 0.5,
  problemFactor: 0.8,
  carrierWeights: { volume: 0.35, reputation: 0.65, paymentSpeed: 0 },
  forwarderWeights: { volume: 0.3, reputation: 0.5, paymentSpeed: 0.2 },
} as const;

const weightsSchema = z.object({
  volume: z.number(),
  reputation: z.number(),
  paymentSpeed: z.number(),
});

/** `GET /api/trust-score`: the formula's constants, as the page explaining it quotes them. */
export const trustScoreRulesSchema = z.object({
  volumeScaleOrders: z.number(),
  ratingHalfLifeDays: z.number(),
  neutralRating: z.number(),
  neutralRatingWeight: z.number(),
  fastPaymentDays: z.number(),
  slowPaymentDays: z.number(),
  noPaymentsSpeed: z.number(),
  problemFactor: z.number(),
  carrierWeights: weightsSchema,
  forwarderWeights: weightsSchema,
});

export type TrustScoreCompanyKind = 'FORWARDER' | 'CARRIER';

export interface TrustScoreInput {
  kind: TrustScoreCompanyKind;
  /** Approved by the CB (the security service). */
  approved: boolean;
  completedOrders: number;
  /** Every rating the company received: its score (1..5) and its age in days. */
  ratings: readonly { score: number; ageDays: number }[];
  /** Problem reports the CB decided with the company's side at fault. */
  problemsAtFault: number;
  /** Forwarders: the average days from delivery to payment; null without payments. */
  averageDaysToPayment: number | null;
}

export const trustScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** Each part from 0 to 1, as the formula uses it; paymentSpeed is null for carriers. */
  components: z.object({
    approved: z.boolean(),
    volume: z.number(),
    reputation: z.number(),
    paymentSpeed: z.number().nullable(),
    problemFactor: z.number(),
  }),
  /** The verified facts it was computed from. */
  facts: z.object({
    completedOrders: z.number().int(),
    ratingCount: z.number().int(),
    problemsAtFault: z.number().int(),
    averageDaysToPayment: z.number().nullable(),
  }),
});
export type TrustScore = z.infer<typeof trustScoreSchema>;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Ratings as the reputation part weighs them: how many, the sum of their weights and the sum
 * of score × weight. The API keeps these sums per company (decision 028) rather than the
 * ratings themselves.
 */
export interface WeighedRatings {
  count: number;
  weight: number;
  weightedScore: number;
}

/** A rating's weight at an age: `0.5^(age in days / 180)`, a fresh one (or a future one) 1. */
export function ratingWeight(ageDays: number): number {
  return 0.5 ** (Math.max(0, ageDays) / TRUST_SCORE_RULES.ratingHalfLifeDays);
}

export function weighRatings(ratings: TrustScoreInput['ratings']): WeighedRatings {
  let weight = 0;
  let weightedScore = 0;
  for (const { score, ageDays } of ratings) {
    const ratingWeightNow = ratingWeight(ageDays);
    weightedScore += Math.min(5, Math.max(1, score)) * ratingWeightNow;
    weight += ratingWeightNow;
  }
  return { count: ratings.length, weight, weightedScore };
}

function reputation(ratings: WeighedRatings): number {
  const rules = TRUST_SCORE_RULES;
  const weighted = rules.neutralRating * rules.neutralRatingWeight + ratings.weightedScore;
  const weights = rules.neutralRatingWeight + ratings.weight;
  return clamp01((weighted / weights - 1) / 4);
}

function paymentSpeed(averageDays: number | null): number {
  const { fastPaymentDays, slowPaymentDays, noPaymentsSpeed } = TRUST_SCORE_RULES;
  if (averageDays === null) return noPaymentsSpeed;
  return clamp01((slowPaymentDays - averageDays) / (slowPaymentDays - fastPaymentDays));
}

/** The input with its ratings already weighed, as the API keeps them per company. */
export type WeighedTrustScoreInput = Omit<TrustScoreInput, 'ratings'> & { ratings: WeighedRatings };

export function computeTrustScore(input: TrustScoreInput): TrustScore {
  return computeWeighedTrustScore({ ...input, ratings: weighRatings(input.ratings) });
}

export function computeWeighedTrustScore(input: WeighedTrustScoreInput): TrustScore {
  const rules = TRUST_SCORE_RULES;
  const completedOrders = Math.max(0, Math.floor(input.completedOrders));
  const problemsAtFault = Math.max(0, Math.floor(input.problemsAtFault));
  const volume = 1 - Math.exp(-completedOrders / rules.volumeScaleOrders);
  const reputationPart = reputation(input.ratings);
  const isForwarder = input.kind === 'FORWARDER';
  const speed = isForwarder ? paymentSpeed(input.averageDaysToPayment) : null;
  const problemFactor = rules.problemFactor ** problemsAtFault;
  const weights = isForwarder ? rules.forwarderWeights : rules.carrierWeights;
  const raw =
    weights.volume * volume +
    weights.reputation * reputationPart +
    weights.paymentSpeed * (speed ?? 0);
  const score = input.approved ? Math.round(100 * clamp01(raw * problemFactor)) : 0;
  return {
    score,
    components: {
      approved: input.approved,
      volume,
      reputation: reputationPart,
      paymentSpeed: speed,
      problemFactor,
    },
    facts: {
      completedOrders,
      ratingCount: input.ratings.count,
      problemsAtFault,
      averageDaysToPayment: input.averageDaysToPayment,
    },
  };
}
