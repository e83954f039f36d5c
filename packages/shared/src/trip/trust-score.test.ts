import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTrustScore, type TrustScoreInput } from './trust-score.js';

const base: TrustScoreInput = {
  kind: 'CARRIER',
  approved: true,
  completedOrders: 0,
  ratings: [],
  problemsAtFault: 0,
  averageDaysToPayment: null,
};

const ratingArb = fc.record({
  score: fc.integer({ min: 1, max: 5 }),
  ageDays: fc.integer({ min: 0, max: 2_000 }),
});

const inputArb: fc.Arbitrary<TrustScoreInput> = fc.record({
  kind: fc.constantFrom('FORWARDER' as const, 'CARRIER' as const),
  approved: fc.boolean(),
  completedOrders: fc.integer({ min: 0, max: 500 }),
  ratings: fc.array(ratingArb, { maxLength: 30 }),
  problemsAtFault: fc.integer({ min: 0, max: 20 }),
  averageDaysToPayment: fc.option(fc.double({ min: 0, max: 120, noNaN: true })),
});

describe('the trust score', () => {
  it('stays between 0 and 100 and is a whole number', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { score } = computeTrustScore(input);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is 0 for a company the CB has not approved, whatever else it has', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(computeTrustScore({ ...input, approved: false }).score).toBe(0);
      }),
    );
  });

  it('never falls with more completed orders, with diminishing returns', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 50 }), (input, more) => {
        const before = computeTrustScore(input);
        const after = computeTrustScore({
          ...input,
          completedOrders: input.completedOrders + more,
        });
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(after.components.volume).toBeGreaterThanOrEqual(before.components.volume);
      }),
    );
    const volume = (orders: number) =>
      computeTrustScore({ ...base, completedOrders: orders }).components.volume;
    expect(volume(10) - volume(0)).toBeGreaterThan(volume(20) - volume(10));
    expect(volume(1_000)).toBeLessThanOrEqual(1);
  });

  it('never falls when a rating is better, and weighs recent ratings more', () => {
    fc.assert(
      fc.property(inputArb, ratingArb, (input, rating) => {
        fc.pre(rating.score < 5);
        const worse = computeTrustScore({ ...input, ratings: [...input.ratings, rating] });
        const better = computeTrustScore({
          ...input,
          ratings: [...input.ratings, { ...rating, score: rating.score + 1 }],
        });
        expect(better.score).toBeGreaterThanOrEqual(worse.score);
        expect(better.components.reputation).toBeGreaterThan(worse.components.reputation);
      }),
    );
    const withRatings = (ratings: TrustScoreInput['ratings']) =>
      computeTrustScore({ ...base, ratings }).components.reputation;
    const recentGood = withRatings([
      { score: 5, ageDays: 1 },
      { score: 1, ageDays: 400 },
    ]);
    const oldGood = withRatings([
      { score: 5, ageDays: 400 },
      { score: 1, ageDays: 1 },
    ]);
    expect(recentGood).toBeGreaterThan(oldGood);
  });

  it('never rises with more problems decided against the company', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 5 }), (input, more) => {
        const before = computeTrustScore(input);
        const after = computeTrustScore({
          ...input,
          problemsAtFault: input.problemsAtFault + more,
        });
        expect(after.score).toBeLessThanOrEqual(before.score);
      }),
    );
  });

  it('never rises when a forwarder pays later, and ignores payment days for carriers', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (input, days, later) => {
          const forwarder = { ...input, kind: 'FORWARDER' as const };
          const sooner = computeTrustScore({ ...forwarder, averageDaysToPayment: days });
          const slower = computeTrustScore({ ...forwarder, averageDaysToPayment: days + later });
          expect(slower.score).toBeLessThanOrEqual(sooner.score);
          const carrier = { ...input, kind: 'CARRIER' as const };
          expect(computeTrustScore({ ...carrier, averageDaysToPayment: days }).score).toBe(
            computeTrustScore({ ...carrier, averageDaysToPayment: days + later }).score,
          );
        },
      ),
    );
  });

  it('gives the published numbers for known cases', () => {
    // A newcomer: no orders, neutral reputation (0.5): 0.65 × 0.5 = 32.5 → 33.
    expect(computeTrustScore(base).score).toBe(33);
    // A carrier with 10 orders all rated 5 today: 0.35 × (1 − e⁻¹) + 0.65 × (5·10 + 6)/12 → …
    const seasoned = computeTrustScore({
      ...base,
      completedOrders: 10,
      ratings: Array.from({ length: 10 }, () => ({ score: 5, ageDays: 0 })),
    });
    const reputation = ((50 + 6) / 12 - 1) / 4;
    expect(seasoned.components.reputation).toBeCloseTo(reputation);
    expect(seasoned.score).toBe(Math.round(100 * (0.35 * (1 - Math.exp(-1)) + 0.65 * reputation)));
    // A forwarder paying within 3 days gets full payment speed; a problem costs a fifth.
    const prompt = computeTrustScore({ ...base, kind: 'FORWARDER', averageDaysToPayment: 2 });
    expect(prompt.components.paymentSpeed).toBe(1);
    const blamed = computeTrustScore({
      ...base,
      kind: 'FORWARDER',
      averageDaysToPayment: 2,
      problemsAtFault: 1,
    });
    expect(blamed.components.problemFactor).toBeCloseTo(0.8);
    // 100 × (0.3 × 0 + 0.5 × 0.5 + 0.2 × 1) × 0.8 = 36.
    expect(prompt.score).toBe(45);
    expect(blamed.score).toBe(36);
  });
});
