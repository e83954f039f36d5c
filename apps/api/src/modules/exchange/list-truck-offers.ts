import {
  bodiesCarrying,
  placeLineage,
  placesWithin,
  platformToday,
  type MyTruckOffersQuery,
  type TruckBoardQuery,
  type TruckOffer,
  type TruckOfferPage,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { carrierScopeOf } from '../../platform/access/own-company.js';
import {
  findBoardPage,
  findCompanyOfferPage,
  findTruckOffer,
  type BoardConditions,
} from './truck-offer-repo.js';
import { toTruckOffer } from './truck-offer-view.js';

/** The board's filters as the repository's conditions: places and bodies by the shared rules. */
function boardConditions(query: TruckBoardQuery, today: string): BoardConditions {
  return {
    today,
    ...(query.origin ? { origins: placesWithin(query.origin) } : {}),
    ...(query.destination ? { destinationLineage: placeLineage(query.destination) } : {}),
    ...(query.date ? { date: query.date } : {}),
    ...(query.bodyType?.length
      ? { bodies: [...new Set(query.bodyType.flatMap((wanted) => bodiesCarrying(wanted)))] }
      : {}),
    ...(query.minTons !== undefined ? { minTons: query.minTons } : {}),
    ...(query.minM3 !== undefined ? { minM3: query.minM3 } : {}),
  };
}

/**
 * `/trucks`, the capacity board: every carrier's current offers, for the forwarder side and
 * the CB. A body type filter finds the trucks that can carry such a load (`bodiesCarrying`).
 */
export async function findTruckBoard(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: TruckBoardQuery,
): Promise<TruckOfferPage> {
  assertPermission(actor, 'read:truck_offer:any');
  const today = platformToday();
  const { rows, total } = await findBoardPage(db, boardConditions(query, today), query.sort, query);
  return {
    items: rows.map((row) => toTruckOffer(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One offer of the board, whoever posted it. */
export async function getBoardTruckOffer(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<TruckOffer> {
  assertPermission(actor, 'read:truck_offer:any');
  const found = await findTruckOffer(db, id);
  if (!found) throw notFound();
  return toTruckOffer(found, platformToday());
}

/** "My trucks": the carrier's current offers, or its closed ones. */
export async function findOwnTruckOffers(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: MyTruckOffersQuery,
): Promise<TruckOfferPage> {
  assertPermission(actor, 'manage:truck_offer:own');
  const scope = await carrierScopeOf(db, actor);
  const today = platformToday();
  const { rows, total } = await findCompanyOfferPage(
    db,
    scope.companyId,
    { today, closed: query.closed ?? false },
    query,
  );
  return {
    items: rows.map((row) => toTruckOffer(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getOwnTruckOffer(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<TruckOffer> {
  assertPermission(actor, 'manage:truck_offer:own');
  const scope = await carrierScopeOf(db, actor);
  const found = await findTruckOffer(db, id, scope.companyId);
  if (!found) throw notFound();
  return toTruckOffer(found, platformToday());
}
