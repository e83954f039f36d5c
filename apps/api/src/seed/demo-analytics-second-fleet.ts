import { createVehicleRequestSchema } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { createVehicle } from '../modules/fleet/vehicles/create-vehicle.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import { DAY_MS, HOUR_MS, type Cast, type DemoCarrier } from './demo-analytics-cast.js';
import { vetDemoDriver, type DemoDriverStory } from './demo-driver-vetting.js';
import { demoIin } from './demo-identity-numbers.js';
import { sessionOf } from './demo-sessions.js';

/**
 * The second carrier's fleet: drivers it added over the year and the security service's
 * decision on each (days before the seed), through the fleet's services, and two vehicles.
 * A rejection carries its comment; a blacklisted driver was approved first and blacklisted
 * two months later, with the reason, as the blacklist service leaves them.
 */
type Outcome =
  | { outcome: 'APPROVED' }
  | { outcome: 'REJECTED'; comment: string }
  | { outcome: 'BLACKLISTED'; reason: string };

const SECOND_CARRIER_DRIVERS: readonly ({
  lastName: string;
  firstName: string;
  /** Date of birth, YYMMDD: the IIN's first six digits. */
  born: string;
  daysAgo: number;
} & Outcome)[] = [
  { lastName: 'Байжанов', firstName: 'Асхат', born: '810423', daysAgo: 300, outcome: 'APPROVED' },
  { lastName: 'Мусин', firstName: 'Ильяс', born: '870915', daysAgo: 250, outcome: 'APPROVED' },
  {
    lastName: 'Ким',
    firstName: 'Виктор',
    born: '790302',
    daysAgo: 200,
    outcome: 'REJECTED',
    comment: 'Категория CE в удостоверении не подтверждена, загрузите разборчивый скан',
  },
  { lastName: 'Оспанов', firstName: 'Дархан', born: '900127', daysAgo: 160, outcome: 'APPROVED' },
  {
    lastName: 'Тулегенов',
    firstName: 'Арман',
    born: '850611',
    daysAgo: 120,
    outcome: 'BLACKLISTED',
    reason: 'Срыв перевозки, груз не доставлен',
  },
  {
    lastName: 'Сейдахметов',
    firstName: 'Ержан',
    born: '830808',
    daysAgo: 80,
    outcome: 'APPROVED',
  },
  {
    lastName: 'Абенов',
    firstName: 'Талгат',
    born: '920219',
    daysAgo: 45,
    outcome: 'REJECTED',
    comment: 'Фотография не совпадает с фото в удостоверении личности',
  },
  { lastName: 'Шарипов', firstName: 'Рустем', born: '880530', daysAgo: 20, outcome: 'APPROVED' },
  {
    lastName: 'Жунусов',
    firstName: 'Марат',
    born: '770114',
    daysAgo: 9,
    outcome: 'BLACKLISTED',
    reason: 'Управление грузовиком в состоянии опьянения на рейсе Алматы — Астана',
  },
  { lastName: 'Искаков', firstName: 'Нурболат', born: '940726', daysAgo: 3, outcome: 'APPROVED' },
  {
    lastName: 'Кенжебаев',
    firstName: 'Ринат',
    born: '891203',
    daysAgo: 0.1,
    outcome: 'REJECTED',
    comment: 'Номер удостоверения личности не совпадает со сканом, исправьте данные',
  },
];

export async function seedSecondFleet(
  tx: Tx,
  cast: Cast,
  companyId: string,
  now: number,
): Promise<DemoCarrier> {
  const [owner] = await tx
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(eq(users.companyId, companyId));
  if (!owner) throw new Error('demo analytics: the second carrier has no owner');
  const people = { carrier: sessionOf(owner), securityService: cast.securityService };
  const driverIds: string[] = [];
  for (const [index, driver] of SECOND_CARRIER_DRIVERS.entries()) {
    // A blacklisted driver had been in the fleet two months when the security service acted.
    const daysInFleet = driver.outcome === 'BLACKLISTED' ? 60 : 0;
    const addedAt = new Date(now - (driver.daysAgo + daysInFleet + 0.05) * DAY_MS);
    const decidedAt = new Date(now - driver.daysAgo * DAY_MS);
    const id = await vetDemoDriver(tx, people, {
      form: {
        iin: demoIin(driver.born, 1_000 + index * 37),
        lastName: driver.lastName,
        firstName: driver.firstName,
        phone: `+7 707 100 ${String(1000 + index)}`,
        identityDocument: {
          number: `0${String(70_000_000 + index)}`,
          issueDate: '2019-03-01',
          expiryDate: '2029-02-28',
          issuedBy: 'МВД РК',
          registeredAddress: 'г. Алматы, ул. Жандосова, 58',
        },
        licence: {
          number: `AL${String(500_000 + index)}`,
          categories: ['B', 'C', 'CE'],
          expiryDate: '2032-01-01',
        },
      },
      addedAt,
      ...decisionsOf(driver, addedAt, decidedAt),
    });
    if (driver.outcome === 'APPROVED') driverIds.push(id);
  }
  const vehicleIds: string[] = [];
  for (const index of [0, 1]) {
    const request = createVehicleRequestSchema.parse({
      plateNumber: `${777 + index}ALT02`,
      techPassportNumber: `KZ${String(81_000_000 + index)}`,
      brand: index === 0 ? 'Volvo' : 'DAF',
      model: index === 0 ? 'FH 460' : 'XF 480',
      vin: `YV2RT40A0KB${String(800_000 + index)}`,
      region: 'Алматы',
      manufactureYear: 2020 + index,
      registrationDate: '2021-03-15',
      engineVolume: 12.8,
    });
    const vehicle = await createVehicle({ db: tx }, people.carrier, request, {
      ip: '127.0.0.1',
      userAgent: 'demo seed',
    });
    vehicleIds.push(vehicle.id);
  }
  return { companyId, userId: owner.id, drivers: driverIds, vehicles: vehicleIds };
}

function decisionsOf(
  driver: Outcome,
  addedAt: Date,
  decidedAt: Date,
): Pick<DemoDriverStory, 'review' | 'blacklisting'> {
  switch (driver.outcome) {
    case 'APPROVED':
      return { review: { approved: true, at: decidedAt } };
    case 'REJECTED':
      return { review: { approved: false, at: decidedAt, comment: driver.comment } };
    case 'BLACKLISTED':
      return {
        review: { approved: true, at: new Date(addedAt.getTime() + HOUR_MS) },
        blacklisting: { at: decidedAt, reason: driver.reason },
      };
  }
}
