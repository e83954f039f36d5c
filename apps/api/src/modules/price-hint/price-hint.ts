import {
  addCalendarDays,
  platformToday,
  PRICE_HINT,
  PriceHintBasis,
  regionOfPlace,
  resolvePlace,
  type PriceHint,
  type PriceHintQuery,
  type PriceSpread,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { findLaneFigures, type LaneQuery } from './repo.js';

/**
 * The lanes asked in turn, the exact one first (decision 040): the same regions with any body
 * type keep the road and its distance, which move a price more than the body does; the
 * countries with the body type come last.
 */
export function lanesWidening(
  fromPlace: string,
  toPlace: string,
  bodyType: LaneQuery['bodyType'],
): LaneQuery[] {
  const from = regionOfPlace(fromPlace);
  const to = regionOfPlace(toPlace);
  return [
    { basis: PriceHintBasis.LANE, from, to, bodyType },
    { basis: PriceHintBasis.REGIONS, from, to, bodyType },
    { basis: PriceHintBasis.COUNTRIES, from: from.slice(0, 2), to: to.slice(0, 2), bodyType },
  ];
}

/** Cents for money, four decimals per km (a tenge per km is a small number in dollars). */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function spread(
  quartiles: readonly [number, number, number] | null,
  deals: number,
  decimals: number,
): PriceSpread | null {
  if (!quartiles || deals < PRICE_HINT.minDeals) return null;
  const [p25, median, p75] = quartiles.map((value) => round(value, decimals));
  return { p25: p25 ?? 0, median: median ?? 0, p75: p75 ?? 0, deals };
}

/** What the lane of the order being written or answered cost in the last 90 days. */
export async function getPriceHint(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: PriceHintQuery,
): Promise<PriceHint> {
  assertPermission(actor, 'read:price_hint:any');
  const none: PriceHint = {
    currency: query.currency,
    days: PRICE_HINT.days,
    basis: null,
    from: null,
    to: null,
    total: null,
    perKm: null,
    routeEstimate: null,
  };
  const fromPlace = resolvePlace(query.fromCity);
  const toPlace = resolvePlace(query.toCity);
  if (!fromPlace || !toPlace) return none;
  const since = addCalendarDays(platformToday(), -PRICE_HINT.days);
  for (const lane of lanesWidening(fromPlace, toPlace, query.bodyType)) {
    const figures = await findLaneFigures(db, lane, query.currency, since);
    if (figures.deals < PRICE_HINT.minDeals) continue;
    const perKm = spread(figures.perKm, figures.kmDeals, 4);
    return {
      ...none,
      basis: lane.basis,
      from: lane.from,
      to: lane.to,
      total: spread(figures.total, figures.deals, 2),
      perKm,
      routeEstimate: perKm && query.km ? round(perKm.median * query.km, 2) : null,
    };
  }
  return none;
}
