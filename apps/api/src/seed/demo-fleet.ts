import {
  createVehicleRequestSchema,
  isDriverEligible,
  isVehicleEligible,
  type LicenceCategory,
} from '@freight/shared';
import { and, asc, eq } from 'drizzle-orm';
import { createVehicle } from '../modules/fleet/vehicles/create-vehicle.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';
import { driverFines, drivers, vehicles } from '../db/schema.js';
import { readTogether } from '../db/read-together.js';
import { vetDemoDriver } from './demo-driver-vetting.js';

/**
 * The demo carrier's fleet: drivers in every state the security service's tabs show, vehicles
 * (two of them assigned), and a fine. Drivers and vehicles go in through the fleet's services
 * (demo-driver-vetting.ts). IINs carry a valid check digit (birth date first); photos and
 * identity scans are absent, as they may be for any driver the screens show.
 */
interface DemoDriver {
  key: string;
  iin: string;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  /** The security service's decision, the day after the driver was added; none: pending. */
  review?: { approved: true } | { approved: false; comment: string };
  /** Blacklisted five days before the seed, for this reason. */
  blacklistReason?: string;
  identity: { number: string; issueDate: string; expiryDate: string; registeredAddress: string };
  licence: { number: string; categories: LicenceCategory[]; expiryDate: string };
  /** Days before the seed that the carrier added the driver. */
  addedDaysAgo: number;
}

export const DEMO_DRIVERS: readonly DemoDriver[] = [
  {
    key: 'serik',
    iin: '850312300121',
    lastName: 'Ахметов',
    firstName: 'Серик',
    middleName: 'Болатович',
    phone: '+7 701 234 5601',
    review: { approved: true },
    identity: {
      number: '045123789',
      issueDate: '2018-04-17',
      expiryDate: '2028-04-16',
      registeredAddress: 'г. Алматы, мкр. Орбита-2, д. 14, кв. 27',
    },
    licence: { number: 'AK482913', categories: ['B', 'C', 'CE'], expiryDate: '2031-06-30' },
    addedDaysAgo: 60,
  },
  {
    key: 'nurlan',
    iin: '791107300453',
    lastName: 'Жаксылыков',
    firstName: 'Нурлан',
    middleName: 'Ерланович',
    phone: '+7 702 418 3302',
    review: { approved: true },
    identity: {
      number: '038456120',
      issueDate: '2017-09-05',
      expiryDate: '2027-09-04',
      registeredAddress: 'г. Астана, ул. Сарыарка, 31, кв. 8',
    },
    licence: { number: 'BE736205', categories: ['B', 'C', 'CE', 'D'], expiryDate: '2029-11-15' },
    addedDaysAgo: 45,
  },
  {
    key: 'dmitry',
    iin: '910205300311',
    lastName: 'Иванов',
    firstName: 'Дмитрий',
    middleName: 'Сергеевич',
    phone: '+7 705 776 1403',
    identity: {
      number: '051907344',
      issueDate: '2021-02-11',
      expiryDate: '2031-02-10',
      registeredAddress: 'г. Караганда, пр. Строителей, 22, кв. 51',
    },
    // Expired: the screens flag it, the security service sees it before deciding.
    licence: { number: 'KA159374', categories: ['B', 'C'], expiryDate: '2025-08-31' },
    addedDaysAgo: 2,
  },
  {
    key: 'timur',
    iin: '880717300278',
    lastName: 'Касымов',
    firstName: 'Тимур',
    middleName: 'Маратович',
    phone: '+7 707 300 8804',
    review: { approved: true },
    blacklistReason:
      'Хищение части груза на рейсе Алматы — Шымкент (март 2025), материалы переданы в полицию',
    identity: {
      number: '042688915',
      issueDate: '2016-12-20',
      expiryDate: '2026-12-19',
      registeredAddress: 'г. Шымкент, ул. Байтурсынова, 9',
    },
    licence: { number: 'ST604118', categories: ['B', 'C', 'CE'], expiryDate: '2030-03-12' },
    addedDaysAgo: 120,
  },
  {
    key: 'bauyrzhan',
    iin: '831226300589',
    lastName: 'Омаров',
    firstName: 'Бауыржан',
    middleName: 'Канатович',
    phone: '+7 747 512 0905',
    review: {
      approved: false,
      comment: 'Скан удостоверения личности нечитаем, загрузите качественную копию',
    },
    identity: {
      number: '036214587',
      issueDate: '2015-07-01',
      expiryDate: '2025-06-30',
      registeredAddress: 'г. Актобе, ул. Абилкайыр хана, 63, кв. 4',
    },
    licence: { number: 'AT217640', categories: ['B', 'C'], expiryDate: '2028-10-01' },
    addedDaysAgo: 10,
  },
];

export const DEMO_VEHICLES = [
  {
    plateNumber: '123ABC02',
    techPassportNumber: 'AF01234567',
    brand: 'MAN',
    model: 'TGX 18.480',
    vin: 'WMA06XZZ7LP123456',
    region: 'г. Алматы',
    manufactureYear: 2020,
    registrationDate: '2020-09-15',
    engineVolume: 12.419,
    bodyType: 'TENT',
    capacityTons: 20,
    capacityM3: 82,
    driver: 'serik',
  },
  {
    plateNumber: '456KZA01',
    techPassportNumber: 'AB07654321',
    brand: 'Volvo',
    model: 'FH 460',
    vin: 'YV2RT40A2MA654321',
    region: 'г. Астана',
    manufactureYear: 2021,
    registrationDate: '2021-04-20',
    engineVolume: 12.777,
    bodyType: 'REFRIGERATOR',
    capacityTons: 18,
    capacityM3: 76,
    driver: 'nurlan',
  },
  {
    plateNumber: '789DEF02',
    techPassportNumber: 'AF09876543',
    brand: 'Scania',
    model: 'R 450',
    vin: 'YS2R4X20005432109',
    region: 'г. Алматы',
    manufactureYear: 2019,
    registrationDate: '2019-11-05',
    engineVolume: 12.742,
    bodyType: 'TENT',
    capacityTons: 22,
    capacityM3: 90,
    driver: null,
  },
  {
    plateNumber: '321KMZ17',
    techPassportNumber: 'AS04567891',
    brand: 'КамАЗ',
    model: '5490',
    vin: 'XTC549005L2512345',
    region: 'г. Шымкент',
    manufactureYear: 2020,
    registrationDate: '2020-02-10',
    engineVolume: 11.946,
    driver: null,
  },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_META = { ip: '127.0.0.1', userAgent: 'demo seed' };

export async function seedDemoFleet(
  db: Database,
  people: { carrier: AuthUser; securityService: AuthUser },
): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const driverIds = new Map<string, string>();
  for (const demo of DEMO_DRIVERS) {
    const { key, addedDaysAgo, review, blacklistReason, identity, ...person } = demo;
    const id = await vetDemoDriver(db, people, {
      form: { ...person, identityDocument: { ...identity, issuedBy: 'МВД РК' } },
      addedAt: daysAgo(addedDaysAgo),
      ...(review ? { review: { ...review, at: daysAgo(addedDaysAgo - 1) } } : {}),
      ...(blacklistReason ? { blacklisting: { at: daysAgo(5), reason: blacklistReason } } : {}),
    });
    driverIds.set(key, id);
  }

  for (const { driver, ...vehicle } of DEMO_VEHICLES) {
    const request = createVehicleRequestSchema.parse({
      ...vehicle,
      assignedDriverId: driver ? (driverIds.get(driver) ?? null) : null,
    });
    await createVehicle({ db }, people.carrier, request, SEED_META);
  }

  const fined = driverIds.get('nurlan');
  if (fined) {
    await db.insert(driverFines).values({
      driverId: fined,
      amount: 39_320,
      currency: 'KZT',
      finedOn: '2025-09-18',
      description: 'Превышение скорости на 20–40 км/ч, трасса Алматы — Караганда (10 МРП)',
      createdBy: people.securityService.id,
      createdAt: daysAgo(20),
    });
  }
}

/** The demo carrier's drivers and vehicles that may carry a response, by the fleet's rules. */
export async function eligibleFleet(db: Database, companyId: string) {
  const [driverRows, vehicleRows] = await readTogether(db, [
    () =>
      db
        .select()
        .from(drivers)
        .where(eq(drivers.companyId, companyId))
        .orderBy(asc(drivers.createdAt)),
    () =>
      db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId)))
        .orderBy(asc(vehicles.createdAt), asc(vehicles.plateNumber)),
  ]);
  return {
    drivers: driverRows.filter((driver) => isDriverEligible(driver, { companyId })),
    vehicles: vehicleRows.filter((vehicle) => isVehicleEligible(vehicle, { companyId })),
  };
}

export type DemoFleet = Awaited<ReturnType<typeof eligibleFleet>>;
