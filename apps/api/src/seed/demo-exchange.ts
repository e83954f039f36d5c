import {
  addCalendarDays,
  platformToday,
  truckOfferFormSchema,
  type TruckOfferForm,
} from '@freight/shared';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, truckOffers, users, vehicles } from '../db/schema.js';
import { postTruckOffer } from '../modules/exchange/post-truck-offer.js';
import { createOrder } from '../modules/orders/create-order.js';
import { demoSessions, sessionOf } from './demo-sessions.js';
import { route, tent, UNANNOUNCED } from './demo-order-forms.js';

/**
 * The capacity board's story (issue 31): the demo carrier offers its tent truck in Almaty for
 * the Astana region and its refrigerator in Astana for anywhere; the other carriers offer one
 * truck each; the demo forwarder publishes a load Almaty → Astana that the tent truck suits, so
 * its order view suggests that carrier (a matching truck) beside those with the lane's history
 * of the year behind the dashboards. Seeds once: nothing if an offer exists.
 */
const NO_META = { ip: null, userAgent: null };

export async function seedDemoExchange(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: truckOffers.id }).from(truckOffers).limit(1);
  if (existing) return false;
  const sessions = await demoSessions(db, ['carrier@demo.kz', 'forwarder@demo.kz']);
  const carrier = sessions.get('carrier@demo.kz');
  const forwarder = sessions.get('forwarder@demo.kz');
  if (!carrier?.companyId || !forwarder) return false;
  const today = platformToday();
  const offer = (vehicleId: string, values: Partial<TruckOfferForm>) =>
    truckOfferFormSchema.parse({
      vehicleId,
      place: 'KZ-75:ALMATY',
      availableFrom: addCalendarDays(today, 1),
      availableTo: addCalendarDays(today, 6),
      destinations: [],
      price: null,
      currency: null,
      ...values,
    });

  const own = await fleetWithBody(db, carrier.companyId);
  const [tentTruck, fridge] = own;
  if (tentTruck) {
    await postTruckOffer(
      { db },
      carrier,
      offer(tentTruck, {
        destinations: ['KZ-71', 'KZ-35'],
        price: 420_000,
        currency: 'KZT',
        comment: 'Тент 20 т, 82 м³; подача в течение суток',
      }),
      NO_META,
    );
  }
  if (fridge) {
    await postTruckOffer(
      { db },
      carrier,
      offer(fridge, {
        place: 'KZ-71:ASTANA',
        availableFrom: today,
        availableTo: addCalendarDays(today, 10),
        price: 350,
        priceUnit: 'PER_KM',
        currency: 'KZT',
        comment: 'Рефрижератор, −20…+20 °C',
      }),
      NO_META,
    );
  }

  // Every other approved carrier with a vehicle offers one: a truck in Shymkent for Almaty.
  const others = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(companies.kind, 'CARRIER'),
        eq(companies.status, 'APPROVED'),
        ne(companies.id, carrier.companyId),
        eq(users.role, 'ROLE_DRIVER_COMPANY'),
      ),
    );
  for (const owner of others) {
    if (!owner.companyId) continue;
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, owner.companyId), isNull(vehicles.retiredAt)))
      .orderBy(asc(vehicles.createdAt))
      .limit(1);
    if (!vehicle) continue;
    await db
      .update(vehicles)
      .set({ bodyType: 'TENT', capacityTons: 20, capacityM3: 86 })
      .where(eq(vehicles.id, vehicle.id));
    await postTruckOffer(
      { db },
      sessionOf(owner),
      offer(vehicle.id, {
        place: 'KZ-79:SHYMKENT',
        destinations: ['KZ-75'],
        price: 380_000,
        currency: 'KZT',
      }),
      NO_META,
    );
  }

  await createOrder(
    { db, jobs: UNANNOUNCED },
    forwarder,
    {
      ...tent,
      saveMode: 'PUBLISH',
      plannedLoadingDate: addCalendarDays(today, 2),
      plannedUnloadingDate: addCalendarDays(today, 4),
      price: 430_000,
      currency: 'KZT',
      cargoName: 'Бытовая техника на паллетах',
      cargoWeightTons: 16,
      cargoVolumeM3: 70,
      seats: 26,
      route: route('almaty', 'astana'),
    },
    NO_META,
  );
  return true;
}

/** The carrier's vehicles in the fleet with a body and capacity, oldest first. */
async function fleetWithBody(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.companyId, companyId),
        isNull(vehicles.retiredAt),
        isNotNull(vehicles.bodyType),
        isNotNull(vehicles.capacityTons),
      ),
    )
    .orderBy(asc(vehicles.createdAt), asc(vehicles.plateNumber));
  return rows.map((row) => row.id);
}
