import {
  allPlaces,
  placeLineage,
  resolvePlace,
  truckSuitsLoad,
  type LoadFacts,
  type PlaceCode,
  type TransportType,
  type TruckFacts,
} from '@freight/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truckOffers } from '../../db/schema.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { insertTruck } from '../../../test/exchange-factory.js';
import { createOrder, routePoint } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { findOrdersSuitingTruck, findTrucksSuitingLoad } from './truck-matching-repo.js';

/**
 * The SQL of a match, from both sides, against the one definition (`truckSuitsLoad`): random
 * orders written through the API and random offers, every pair compared.
 */

/** Cities of a few neighbouring regions and countries, named as an order's form would name them. */
const CITIES = allPlaces().filter(
  (place) =>
    place.kind === 'CITY' &&
    ['KZ-75', 'KZ-19', 'KZ-71', 'CN-XJ'].some((outer) =>
      placeLineage(place.code).includes(outer),
    ) &&
    resolvePlace(place.names.ru) === place.code,
);
const UNKNOWN_CITY = 'Жаңатоған';
const TRUCK_PLACES = [...new Set(CITIES.flatMap((city) => placeLineage(city.code)))];
// Few bodies, one carrying another's loads (a refrigerator is an isotherm van), so pairs match often.
const BODIES: TransportType[] = ['TENT', 'REFRIGERATOR', 'ISOTHERM'];
const day = (offset: number) => `2026-12-${String(10 + offset).padStart(2, '0')}`;

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const orderArb = fc.record({
  from: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...CITIES.map((c) => c.names.ru)) },
    { weight: 1, arbitrary: fc.constant(UNKNOWN_CITY) },
  ),
  to: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...CITIES.map((c) => c.names.ru)) },
    { weight: 1, arbitrary: fc.constant(UNKNOWN_CITY) },
  ),
  loading: fc.integer({ min: 0, max: 6 }),
  transportType: fc.constantFrom(...BODIES),
  weightTons: fc.constantFrom(1, 5.5, 10, 19.999, 20, 24),
  volumeM3: fc.constantFrom(10, 40, 60.5, 82, 90),
});

const truckArb = fc.record({
  place: fc.constantFrom(...TRUCK_PLACES),
  from: fc.integer({ min: 0, max: 6 }),
  length: fc.integer({ min: 0, max: 6 }),
  destinations: fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.uniqueArray(fc.constantFrom(...TRUCK_PLACES), { maxLength: 3 }) },
  ),
  bodyType: fc.constantFrom(...BODIES),
  capacityTons: fc.constantFrom(10, 20, 24, 24),
  capacityM3: fc.constantFrom(40, 82, 90, 90),
});

describe(`the SQL of a truck matching a load (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: SignedInAccount & { company: { id: string } };
  let vehicleId: string;
  const loads = new Map<string, LoadFacts>();
  const trucks = new Map<string, TruckFacts>();

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    vehicleId = (await insertTruck(ctx.app, carrier.company.id)).id;
  });
  afterAll(() => ctx.close());

  async function addLoad(load: ValueOf<typeof orderArb>): Promise<void> {
    const order = await createOrder(ctx.app, forwarder, {
      route: [routePoint('LOADING', load.from), routePoint('UNLOADING', load.to)],
      plannedLoadingDate: day(load.loading),
      plannedUnloadingDate: day(load.loading + 2),
      transportType: load.transportType,
      cargoWeightTons: load.weightTons,
      cargoVolumeM3: load.volumeM3,
    });
    loads.set(order.id, {
      fromPlace: resolvePlace(load.from),
      toPlace: resolvePlace(load.to),
      loadingDate: day(load.loading),
      transportType: load.transportType,
      weightTons: load.weightTons,
      volumeM3: load.volumeM3,
      price: 450_000,
      currency: 'KZT',
    });
  }

  async function addTruck(truck: ValueOf<typeof truckArb>): Promise<void> {
    const facts: TruckFacts = {
      place: truck.place,
      availableFrom: day(truck.from),
      availableTo: day(truck.from + truck.length),
      destinations: truck.destinations as PlaceCode[],
      bodyType: truck.bodyType,
      capacityTons: truck.capacityTons,
      capacityM3: truck.capacityM3,
    };
    const [row] = await ctx.database.db
      .insert(truckOffers)
      .values({
        ...facts,
        destinations: [...facts.destinations],
        region: truck.place.split(':')[0]!,
        companyId: carrier.company.id,
        vehicleId,
        createdBy: carrier.user.id,
      })
      .returning({ id: truckOffers.id });
    trucks.set(row!.id, facts);
  }

  it('finds exactly the pairs truckSuitsLoad accepts, from either side', async () => {
    expect(CITIES.length).toBeGreaterThan(5);
    const pairsMatched = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 4, maxLength: 10 }),
        fc.array(truckArb, { minLength: 4, maxLength: 10 }),
        async (newLoads, newTrucks) => {
          for (const load of newLoads) await addLoad(load);
          for (const truck of newTrucks) await addTruck(truck);
          for (const [truckId, truck] of trucks) {
            const found = await findOrdersSuitingTruck(
              ctx.database.db,
              truck,
              carrier.company.id,
              10_000,
            );
            const expected = [...loads].filter(([, load]) => truckSuitsLoad(truck, load));
            for (const [orderId] of expected) pairsMatched.add(`${truckId}:${orderId}`);
            expect(found.map((order) => order.id).sort(), `truck ${truckId}`).toEqual(
              expected.map(([id]) => id).sort(),
            );
          }
          for (const [orderId, load] of loads) {
            const found = await findTrucksSuitingLoad(ctx.database.db, load, '2026-01-01');
            const expected = [...trucks].filter(([, truck]) => truckSuitsLoad(truck, load));
            expect(found.sort(), `order ${orderId}`).toEqual(expected.map(([id]) => id).sort());
          }
        },
      ),
      // A fixed seed: the same cases each run, so the count of matched pairs below is a fact
      // of these cases, not a chance (random seeds found no mismatch, but sometimes few pairs).
      { numRuns: 5, seed: 36 },
    );
    // The generated cases hold matches enough for the comparison to mean something.
    expect(pairsMatched.size).toBeGreaterThan(10);
  });
});
