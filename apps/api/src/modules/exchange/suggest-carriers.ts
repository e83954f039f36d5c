import {
  MAX_SUGGESTED_CARRIERS,
  platformToday,
  regionOfPlace,
  suggestionScore,
  type SuggestedCarrier,
  type SuggestedCarriers,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { loadTrustScores } from '../ratings/company-trust-score.js';
import { findMedianResponseMinutes, findSuggestionCandidates } from './carrier-suggestion-repo.js';
import { loadFactsOf, requireOpenOwnOrder } from './order-exchange-access.js';

const YEAR_MS = 365 * 86_400_000;

/**
 * `GET /api/orders/:id/suggested-carriers`: up to ten carriers likeliest to take a published
 * order, ranked by `suggestionScore` (decision 036), each with its reasons as data. Three
 * statements whatever the platform's size: the candidates, their answer speeds, their trust.
 */
export async function suggestCarriers(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  now: Date = new Date(),
): Promise<SuggestedCarriers> {
  assertPermission(actor, 'invite:carrier:party');
  const { access } = await requireOpenOwnOrder(db, actor, orderId);
  const load = loadFactsOf(access.order);
  const since = new Date(now.getTime() - YEAR_MS);
  const candidates = await findSuggestionCandidates(db, {
    orderId,
    ownerCompanyId: access.order.ownerCompanyId,
    load,
    lane:
      load.fromPlace && load.toPlace
        ? { from: regionOfPlace(load.fromPlace), to: regionOfPlace(load.toPlace) }
        : null,
    today: platformToday(now),
    since,
  });
  const ids = candidates.map((candidate) => candidate.companyId);
  const [speeds, trust] = await Promise.all([
    findMedianResponseMinutes(db, ids, since),
    loadTrustScores(db, ids, now),
  ]);
  const suggestions = candidates.map((candidate): SuggestedCarrier => {
    const facts = {
      hasMatchingTruck: candidate.truckId !== null,
      laneOrders: candidate.laneOrders,
      trustScore: trust.get(candidate.companyId)?.score ?? null,
      medianResponseMinutes: speeds.get(candidate.companyId) ?? null,
      ordersWithForwarder: candidate.ordersWithForwarder,
    };
    return {
      company: { id: candidate.companyId, name: candidate.companyName },
      score: suggestionScore(facts),
      truckOffer:
        candidate.truckId !== null &&
        candidate.truckPlace !== null &&
        candidate.truckFrom !== null &&
        candidate.truckTo !== null &&
        candidate.truckBody !== null
          ? {
              id: candidate.truckId,
              place: candidate.truckPlace,
              availableFrom: candidate.truckFrom,
              availableTo: candidate.truckTo,
              bodyType: candidate.truckBody,
            }
          : null,
      laneOrders: facts.laneOrders,
      trustScore: facts.trustScore,
      medianResponseMinutes: facts.medianResponseMinutes,
      ordersWithForwarder: facts.ordersWithForwarder,
      invited: candidate.invited,
    };
  });
  suggestions.sort(
    (a, b) => b.score - a.score || a.company.name.localeCompare(b.company.name, 'ru'),
  );
  return { items: suggestions.slice(0, MAX_SUGGESTED_CARRIERS) };
}
