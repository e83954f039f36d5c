import {
  OrderStatus,
  PublicationStage,
  TransportType,
  TruckOfferStatus,
  bodiesCarrying,
  bodyCarries,
  placeLineage,
  placesWithin,
  regionOfPlace,
  type LoadFacts,
  type MatchingOrder,
  type TruckFacts,
} from '@freight/shared';
import { and, arrayOverlaps, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, orders, truckOffers } from '../../db/schema.js';
import { offeredTo } from '../../platform/access/access-repo.js';

/**
 * `truckSuitsLoad` (packages/shared/src/exchange/matching.ts) as SQL, from either side. Every
 * place condition becomes equality with a list the gazetteer gives (`placesWithin`,
 * `placeLineage`), so each side reads its indexes: published orders by leaving place and
 * loading day (`orders_status_from_place_idx`), active offers by region and last day
 * (`truck_offers_status_region_idx`). A property test holds both to the shared rule.
 */

const ALL_BODIES = Object.values(TransportType);

/**
 * The load conditions a truck sets: where the published orders it suits leave from, and more;
 * of the orders offered to their owners' carriers first (issue 32), those offered to the
 * truck's company.
 */
function loadsSuiting(truck: TruckFacts, carrierCompanyId: string): SQL | undefined {
  const destinations = truck.destinations.flatMap((place) => placesWithin(place));
  return and(
    eq(orders.status, OrderStatus.PUBLISHED),
    or(
      eq(orders.publicationStage, PublicationStage.PUBLIC),
      offeredTo(orders.ownerCompanyId, orders.id, carrierCompanyId),
    ),
    inArray(orders.routeFromPlace, placesWithin(regionOfPlace(truck.place))),
    gte(orders.plannedLoadingDate, truck.availableFrom),
    lte(orders.plannedLoadingDate, truck.availableTo),
    // An order whose destination the gazetteer does not know ('') suits only "anywhere".
    destinations.length > 0 ? inArray(orders.routeToPlace, destinations) : undefined,
    inArray(
      orders.transportType,
      ALL_BODIES.filter((wanted) => bodyCarries(truck.bodyType, wanted)),
    ),
    lte(orders.cargoWeightTons, truck.capacityTons),
    lte(orders.cargoVolumeM3, truck.capacityM3),
  );
}

/** The published orders a carrier's truck suits, soonest loading first, at most `limit`. */
export async function findOrdersSuitingTruck(
  db: DbExecutor,
  truck: TruckFacts,
  carrierCompanyId: string,
  limit: number,
): Promise<MatchingOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      plannedLoadingDate: orders.plannedLoadingDate,
      fromCity: orders.routeFromCity,
      toCity: orders.routeToCity,
      transportType: orders.transportType,
      cargoName: orders.cargoName,
      cargoWeightTons: orders.cargoWeightTons,
      cargoVolumeM3: orders.cargoVolumeM3,
      price: orders.price,
      currency: orders.currency,
      ownerCompanyName: companies.name,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.ownerCompanyId))
    .where(loadsSuiting(truck, carrierCompanyId))
    .orderBy(asc(orders.plannedLoadingDate), asc(orders.id))
    .limit(limit);
  return rows;
}

/** The conditions a load sets on the active offers that suit it, as of `today`. */
export function trucksSuiting(load: LoadFacts, today: string): SQL | undefined {
  if (load.fromPlace === null) return sql`false`;
  return and(
    eq(truckOffers.status, TruckOfferStatus.ACTIVE),
    gte(truckOffers.availableTo, today),
    // The truck's region contains the load's place: it is one of the place's lineage.
    inArray(truckOffers.region, placeLineage(load.fromPlace)),
    lte(truckOffers.availableFrom, load.loadingDate),
    gte(truckOffers.availableTo, load.loadingDate),
    load.toPlace === null
      ? sql`cardinality(${truckOffers.destinations}) = 0`
      : or(
          sql`cardinality(${truckOffers.destinations}) = 0`,
          arrayOverlaps(truckOffers.destinations, placeLineage(load.toPlace)),
        ),
    inArray(truckOffers.bodyType, bodiesCarrying(load.transportType)),
    gte(truckOffers.capacityTons, load.weightTons),
    gte(truckOffers.capacityM3, load.volumeM3),
  );
}

/** The ids of the active offers that suit a load (what the property test compares). */
export async function findTrucksSuitingLoad(
  db: DbExecutor,
  load: LoadFacts,
  today: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: truckOffers.id })
    .from(truckOffers)
    .where(trucksSuiting(load, today));
  return rows.map((row) => row.id);
}
