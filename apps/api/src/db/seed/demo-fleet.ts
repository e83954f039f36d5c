import { DriverHistoryAction, DriverStatus, type LicenceCategory } from '@freight/shared';
import type { Tx } from '../client.js';
import { driverFines, driverStatusHistory, drivers, vehicles } from '../schema.js';

/**
 * The demo carrier's fleet: drivers in every state the security service's tabs show, vehicles
 * (two of them assigned), and a fine. IINs carry a valid check digit (birth date first); photos
 * and identity scans are absent, as they may be for any driver the screens show.
 */
interface DemoDriver {
  key: string;
  iin: string;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  status: DriverStatus;
  reviewComment?: string;
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
    status: DriverStatus.APPROVED,
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
    status: DriverStatus.APPROVED,
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
    status: DriverStatus.PENDING_APPROVAL,
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
    status: DriverStatus.APPROVED,
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
    status: DriverStatus.REJECTED,
    reviewComment: 'Скан удостоверения личности нечитаем, загрузите качественную копию',
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

export async function seedDemoFleet(
  tx: Tx,
  people: { carrierId: string; ownerId: string; reviewerId: string },
): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const driverIds = new Map<string, string>();
  for (const demo of DEMO_DRIVERS) {
    const [row] = await tx
      .insert(drivers)
      .values({
        companyId: people.carrierId,
        iin: demo.iin,
        lastName: demo.lastName,
        firstName: demo.firstName,
        middleName: demo.middleName,
        phone: demo.phone,
        status: demo.status,
        reviewComment: demo.reviewComment ?? null,
        blacklisted: demo.blacklistReason !== undefined,
        blacklistReason: demo.blacklistReason ?? null,
        identityNumber: demo.identity.number,
        identityIssueDate: demo.identity.issueDate,
        identityExpiryDate: demo.identity.expiryDate,
        identityIssuedBy: 'МВД РК',
        registeredAddress: demo.identity.registeredAddress,
        licenceNumber: demo.licence.number,
        licenceCategories: demo.licence.categories,
        licenceExpiryDate: demo.licence.expiryDate,
        createdBy: people.ownerId,
        createdAt: daysAgo(demo.addedDaysAgo),
        updatedAt: daysAgo(Math.max(demo.addedDaysAgo - 1, 0)),
      })
      .returning({ id: drivers.id });
    if (!row) continue;
    driverIds.set(demo.key, row.id);
    await tx.insert(driverStatusHistory).values(historyOf(row.id, demo, people, daysAgo));
  }

  await tx.insert(vehicles).values(
    DEMO_VEHICLES.map(({ driver, ...vehicle }) => ({
      ...vehicle,
      companyId: people.carrierId,
      assignedDriverId: driver ? (driverIds.get(driver) ?? null) : null,
      createdBy: people.ownerId,
    })),
  );

  const fined = driverIds.get('nurlan');
  if (fined) {
    await tx.insert(driverFines).values({
      driverId: fined,
      amount: 39_320,
      currency: 'KZT',
      finedOn: '2025-09-18',
      description: 'Превышение скорости на 20–40 км/ч, трасса Алматы — Караганда (10 МРП)',
      createdBy: people.reviewerId,
      createdAt: daysAgo(20),
    });
  }
}

/** What happened to a demo driver, in order: added, then the security service's steps. */
function historyOf(
  driverId: string,
  demo: DemoDriver,
  people: { ownerId: string; reviewerId: string },
  daysAgo: (days: number) => Date,
): (typeof driverStatusHistory.$inferInsert)[] {
  const added = demo.addedDaysAgo;
  const events: (typeof driverStatusHistory.$inferInsert)[] = [
    {
      driverId,
      action: DriverHistoryAction.SUBMITTED,
      actorUserId: people.ownerId,
      createdAt: daysAgo(added),
    },
  ];
  if (demo.status === DriverStatus.APPROVED) {
    events.push({
      driverId,
      action: DriverHistoryAction.APPROVED,
      actorUserId: people.reviewerId,
      createdAt: daysAgo(added - 1),
    });
  }
  if (demo.status === DriverStatus.REJECTED) {
    events.push({
      driverId,
      action: DriverHistoryAction.REJECTED,
      actorUserId: people.reviewerId,
      comment: demo.reviewComment ?? null,
      createdAt: daysAgo(added - 1),
    });
  }
  if (demo.blacklistReason) {
    events.push({
      driverId,
      action: DriverHistoryAction.BLACKLISTED,
      actorUserId: people.reviewerId,
      comment: demo.blacklistReason,
      createdAt: daysAgo(5),
    });
  }
  return events;
}
