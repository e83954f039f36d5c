import {
  platformToday,
  Role,
  type Currency,
  type TransportType,
  type TripStep,
} from '@freight/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recomputeCompanyRating, recomputeDriverRating } from '../../modules/trip/rating-repo.js';
import { hashPassword } from '../../platform/auth/password.js';
import type { Database, Tx } from '../client.js';
import {
  companies,
  companyReviewHistory,
  driverFines,
  driverStatusHistory,
  drivers,
  orderDeletionRequests,
  orderProblems,
  orderRatings,
  orderResponseCounts,
  orderResponses,
  orderRoutePoints,
  orders,
  orderTripSteps,
  users,
  vehicles,
} from '../schema.js';
import { DEMO_PASSWORD } from './demo.js';

/**
 * A year of history behind the analytics dashboards (issue 12), so that after `npm start`
 * every figure of the forwarder's, the carrier's and the admin's dashboard has numbers for
 * each preset (this month, last 30 days, quarter, year): completed orders of the demo
 * forwarder (owner and employee) carried by the demo carrier and a second carrier, with
 * publication, responses, selection, trip steps, ratings both ways, problems and deletions;
 * fines of the demo drivers; companies registered and decided, drivers approved, rejected
 * and blacklisted. Written as bulk inserts of rows planned here (the order services would take
 * seconds per order and cannot date events in the past); numbers `KZ-<year>-9xxxxx` mark it.
 */

const HISTORY_ORDERS = 160;
const NUMBER_BASE = 900_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ZONE_OFFSET_MS = 5 * HOUR_MS; // Asia/Almaty, UTC+5 all year.

/** Lanes with the coordinates of their ends (first loading, last unloading point). */
const LANES = [
  [
    ['Алматы', 'г. Алматы, ул. Рыскулова, 140', 43.2567, 76.9286],
    ['Астана', 'г. Астана, пр. Туран, 24', 51.1282, 71.4306],
  ],
  [
    ['Алматы', 'г. Алматы, пр. Суюнбая, 263', 43.2962, 76.9571],
    ['Шымкент', 'г. Шымкент, Тамерлановское шоссе, 5', 42.3417, 69.5901],
  ],
  [
    ['Астана', 'г. Астана, пр. Туран, 24', 51.1282, 71.4306],
    ['Караганда', 'г. Караганда, ул. Складская, 8', 49.8047, 73.1094],
  ],
  [
    ['Хоргос', 'МЦПС «Хоргос»', 44.2117, 80.2556],
    ['Алматы', 'г. Алматы, ул. Рыскулова, 140', 43.2567, 76.9286],
  ],
  [
    ['Алматы', 'г. Алматы, ул. Рыскулова, 140', 43.2567, 76.9286],
    ['Ташкент', 'г. Ташкент, ул. Навои, 12', 41.3111, 69.2797],
  ],
  [
    ['Костанай', 'г. Костанай, ул. Промышленная, 27', 53.2144, 63.6246],
    ['Актобе', 'г. Актобе, ул. 101-й Стрелковой бригады, 12', 50.2839, 57.167],
  ],
  [
    ['Павлодар', 'г. Павлодар, Северная промзона, 45', 52.2873, 76.9674],
    ['Алматы', 'г. Алматы, пр. Суюнбая, 263', 43.2962, 76.9571],
  ],
  [
    ['Атырау', 'г. Атырау, ул. Промзона, 17', 47.0945, 51.9238],
    ['Актау', 'г. Актау, морской порт, причал 4', 43.6481, 51.1722],
  ],
] as const;

/** The seed's most recent order: across Almaty, loaded and delivered the same day. */
const CITY_LANE = [
  ['Алматы', 'г. Алматы, ул. Рыскулова, 140, склад «Алтын Орда»', 43.2567, 76.9286],
  ['Алматы', 'г. Алматы, пр. Суюнбая, 263, терминал «Жетысу»', 43.2962, 76.9571],
] as const;

const TRANSPORT_TYPES: readonly TransportType[] = [
  'TENT',
  'TENT',
  'REFRIGERATOR',
  'CONTAINER',
  'ISOTHERM',
];
const CARGO = [
  'Металлопрокат',
  'Цемент М500 в мешках',
  'Мука пшеничная',
  'Бытовая техника',
  'Кондитерские изделия',
];

/** Registrations of the past year: kind, days before the seed, hours to the decision, outcome. */
const PAST_REGISTRATIONS = [
  ['FORWARDER', 'ТОО «Номад Карго»', 340, 20, 'APPROVED'],
  ['CARRIER', 'ТОО «Алтын Жол Логистик»', 320, 6, 'APPROVED'],
  ['CARRIER', 'ИП «Тасымал Плюс»', 270, 30, 'REJECTED'],
  ['FORWARDER', 'ТОО «Шёлковый путь Экспедиция»', 230, 12, 'APPROVED'],
  ['CARRIER', 'ТОО «Ертіс Транс»', 190, 48, 'APPROVED'],
  ['FORWARDER', 'ТОО «Жетісу Логистика»', 150, 3, 'APPROVED'],
  ['CARRIER', 'ТОО «Сарыарқа Жүк»', 110, 26, 'APPROVED'],
  ['FORWARDER', 'ТОО «Тараз Экспедиция»', 75, 8, 'REJECTED'],
  ['CARRIER', 'ТОО «Каспий Мұнай Тасымал»', 40, 15, 'APPROVED'],
  ['FORWARDER', 'ТОО «Евразия Форвард»', 18, 5, 'APPROVED'],
  ['CARRIER', 'ТОО «Алатау Трак»', 6, 9, 'APPROVED'],
  ['FORWARDER', 'ТОО «Медеу Карго»', 0.25, 2, 'APPROVED'],
] as const;

/** The second carrier's drivers: days before the seed of their decision, and its outcome. */
const SECOND_CARRIER_DRIVERS = [
  ['Байжанов', 'Асхат', 300, 'APPROVED'],
  ['Мусин', 'Ильяс', 250, 'APPROVED'],
  ['Ким', 'Виктор', 200, 'REJECTED'],
  ['Оспанов', 'Дархан', 160, 'APPROVED'],
  ['Тулегенов', 'Арман', 120, 'BLACKLISTED'],
  ['Сейдахметов', 'Ержан', 80, 'APPROVED'],
  ['Абенов', 'Талгат', 45, 'REJECTED'],
  ['Шарипов', 'Рустем', 20, 'APPROVED'],
  ['Жунусов', 'Марат', 9, 'BLACKLISTED'],
  ['Искаков', 'Нурболат', 3, 'APPROVED'],
  ['Кенжебаев', 'Ринат', 0.1, 'REJECTED'],
] as const;

/** The item at `index`, counting round the list again and again. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('demo analytics: an empty list');
  return item;
}

const localDayOf = (instant: number) => platformToday(new Date(instant));
/** The instant of `hour` o'clock in Almaty on the day `day`. */
const atLocal = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS - ZONE_OFFSET_MS);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Cast {
  forwarderId: string;
  ownerId: string;
  employeeId: string;
  cbId: string;
  moderatorId: string;
  carriers: { companyId: string; userId: string; drivers: string[]; vehicles: string[] }[];
}

async function loadCast(db: Database): Promise<Cast | null> {
  const people = await db
    .select({ email: users.email, id: users.id, companyId: users.companyId })
    .from(users)
    .where(
      inArray(users.email, [
        'forwarder@demo.kz',
        'employee@demo.kz',
        'carrier@demo.kz',
        'cb@demo.kz',
        'moderator@demo.kz',
      ]),
    );
  const person = (email: string) => people.find((row) => row.email === email);
  const owner = person('forwarder@demo.kz');
  const employee = person('employee@demo.kz');
  const carrier = person('carrier@demo.kz');
  const cb = person('cb@demo.kz');
  const moderator = person('moderator@demo.kz');
  if (!owner?.companyId || !employee || !carrier?.companyId || !cb || !moderator) return null;
  const fleetOf = async (companyId: string) => {
    const driverRows = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(
        and(
          eq(drivers.companyId, companyId),
          eq(drivers.status, 'APPROVED'),
          eq(drivers.blacklisted, false),
        ),
      )
      .orderBy(asc(drivers.createdAt));
    const vehicleRows = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, companyId))
      .orderBy(asc(vehicles.createdAt));
    return { drivers: driverRows.map((row) => row.id), vehicles: vehicleRows.map((row) => row.id) };
  };
  const demoFleet = await fleetOf(carrier.companyId);
  if (demoFleet.drivers.length === 0 || demoFleet.vehicles.length === 0) return null;
  return {
    forwarderId: owner.companyId,
    ownerId: owner.id,
    employeeId: employee.id,
    cbId: cb.id,
    moderatorId: moderator.id,
    carriers: [{ companyId: carrier.companyId, userId: carrier.id, ...demoFleet }],
  };
}

/** The past year's registrations with their review steps; the second one is a carrier we use. */
async function seedRegistrations(tx: Tx, cast: Cast, now: number): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let secondCarrier = '';
  for (const [index, [kind, name, daysAgo, hours, outcome]] of PAST_REGISTRATIONS.entries()) {
    const registeredAt = new Date(now - daysAgo * DAY_MS);
    const decidedAt = new Date(registeredAt.getTime() + hours * HOUR_MS);
    const [company] = await tx
      .insert(companies)
      .values({
        kind,
        name,
        bin: `9${String(10_000_000_000 + index).slice(1)}`,
        legalAddress: 'г. Алматы, пр. Райымбека, 200',
        actualAddress: 'г. Алматы, пр. Райымбека, 200',
        signatoryPosition: 'Директор',
        status: outcome,
        reviewComment: outcome === 'REJECTED' ? 'Устав не читается, загрузите скан заново' : null,
        createdAt: registeredAt,
        updatedAt: decidedAt,
      })
      .returning({ id: companies.id });
    if (!company) continue;
    const [owner] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        role: kind === 'FORWARDER' ? Role.FORWARDER : Role.DRIVER_COMPANY,
        email: `history-${index + 1}@demo.kz`,
        passwordHash,
        firstName: 'Арман',
        lastName: name.replace(/^\S+ «|»$/g, ''),
        canSign: true,
        createdAt: registeredAt,
      })
      .returning({ id: users.id });
    await tx.insert(companyReviewHistory).values([
      {
        companyId: company.id,
        action: 'SUBMITTED',
        actorUserId: owner?.id ?? null,
        createdAt: registeredAt,
      },
      { companyId: company.id, action: outcome, actorUserId: cast.cbId, createdAt: decidedAt },
    ]);
    if (index === 1) secondCarrier = company.id;
  }
  return secondCarrier;
}

/** The second carrier's fleet: drivers decided over the year, two vehicles. */
async function seedSecondFleet(tx: Tx, cast: Cast, companyId: string, now: number) {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId));
  const driverIds: string[] = [];
  for (const [index, [lastName, firstName, daysAgo, outcome]] of SECOND_CARRIER_DRIVERS.entries()) {
    const addedAt = new Date(now - (daysAgo + 0.05) * DAY_MS);
    const decidedAt = new Date(now - daysAgo * DAY_MS);
    const [driver] = await tx
      .insert(drivers)
      .values({
        companyId,
        iin: `8${String(10_000_000_000 + index).slice(1)}`,
        lastName,
        firstName,
        phone: `+7 707 100 ${String(1000 + index)}`,
        status: outcome === 'REJECTED' ? 'REJECTED' : 'APPROVED',
        blacklisted: outcome === 'BLACKLISTED',
        blacklistReason: outcome === 'BLACKLISTED' ? 'Срыв перевозки, груз не доставлен' : null,
        identityNumber: `0${String(70_000_000 + index)}`,
        identityIssueDate: '2019-03-01',
        identityExpiryDate: '2029-02-28',
        identityIssuedBy: 'МВД РК',
        registeredAddress: 'г. Алматы, ул. Жандосова, 58',
        licenceNumber: `AL${String(500_000 + index)}`,
        licenceCategories: ['B', 'C', 'CE'],
        licenceExpiryDate: '2032-01-01',
        createdBy: owner?.id ?? null,
        createdAt: addedAt,
        updatedAt: decidedAt,
      })
      .returning({ id: drivers.id });
    if (!driver) continue;
    const steps: { action: 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'BLACKLISTED'; at: Date }[] = [
      { action: 'SUBMITTED', at: addedAt },
    ];
    if (outcome === 'BLACKLISTED') {
      steps.push({ action: 'APPROVED', at: new Date(addedAt.getTime() + HOUR_MS) });
    }
    steps.push({ action: outcome, at: decidedAt });
    await tx.insert(driverStatusHistory).values(
      steps.map((step) => ({
        driverId: driver.id,
        action: step.action,
        actorUserId: cast.cbId,
        createdAt: step.at,
      })),
    );
    if (outcome === 'APPROVED') driverIds.push(driver.id);
  }
  const vehicleRows = await tx
    .insert(vehicles)
    .values(
      [0, 1].map((index) => ({
        companyId,
        plateNumber: `${777 + index}ALT02`,
        techPassportNumber: `KZ${String(81_000_000 + index)}`,
        brand: index === 0 ? 'Volvo' : 'DAF',
        model: index === 0 ? 'FH 460' : 'XF 480',
        vin: `YV2RT40A0KB${String(800_000 + index)}`,
        region: 'Алматы',
        manufactureYear: 2020 + index,
        registrationDate: '2021-03-15',
        engineVolume: 12.8,
        createdBy: owner?.id ?? null,
      })),
    )
    .returning({ id: vehicles.id });
  return {
    companyId,
    userId: owner?.id ?? cast.ownerId,
    drivers: driverIds,
    vehicles: vehicleRows.map((row) => row.id),
  };
}

async function seedHistory(tx: Tx, cast: Cast, now: number): Promise<void> {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const pointRows: (typeof orderRoutePoints.$inferInsert)[] = [];
  const responseRows: (typeof orderResponses.$inferInsert)[] = [];
  const countRows: (typeof orderResponseCounts.$inferInsert)[] = [];
  const selectedOrders: string[] = [];
  const stepRows: (typeof orderTripSteps.$inferInsert)[] = [];
  const ratingRows: (typeof orderRatings.$inferInsert)[] = [];
  const problemRows: (typeof orderProblems.$inferInsert)[] = [];
  const deletionRows: (typeof orderDeletionRequests.$inferInsert)[] = [];

  for (let index = 0; index < HISTORY_ORDERS; index++) {
    // From two days to a year before the seed, denser in the recent weeks; the first is a
    // delivery within the city done in the hours before the seed, so even "this month" early
    // in a month has every kind of event.
    const recent = index === 0;
    const daysAgo = 2 + Math.floor(((index * 363) / HISTORY_ORDERS) ** 1.15 / 363 ** 0.15);
    const createdAt = recent
      ? new Date(now - 7 * HOUR_MS)
      : new Date(now - daysAgo * DAY_MS - (index % 7) * HOUR_MS);
    const createdDay = localDayOf(createdAt.getTime());
    const number = `KZ-${createdDay.slice(0, 4)}-${NUMBER_BASE + index + 1}`;
    const orderId = randomUUID();
    const [from, to] = recent ? CITY_LANE : cycle(LANES, index);
    const carrier = cast.carriers[index % 4 === 3 ? 1 : 0] ?? cycle(cast.carriers, 0);
    const other = cast.carriers[index % 4 === 3 ? 0 : 1];
    const usd = index % 6 === 5;
    const currency: Currency = usd ? 'USD' : 'KZT';
    const price = usd ? 900 + (index % 9) * 150 : 180_000 + ((index * 37) % 23) * 25_000;
    const publishedAt = new Date(createdAt.getTime() + 30 * 60_000);
    const selectedAt = recent
      ? new Date(now - 5 * HOUR_MS)
      : new Date(publishedAt.getTime() + (2 + ((index * 7) % 41)) * HOUR_MS);
    const plannedLoading = recent ? localDayOf(now) : addDays(createdDay, 2);
    const plannedUnloading = recent ? localDayOf(now) : addDays(plannedLoading, 2 + (index % 3));
    const loadingAt = recent
      ? new Date(now - 4 * HOUR_MS)
      : atLocal(addDays(plannedLoading, index % 5 === 0 ? 1 : 0), 10);
    const deliveredAt = recent
      ? new Date(now - 2 * HOUR_MS)
      : atLocal(addDays(plannedUnloading, index % 6 === 0 ? 1 : 0), 16);
    const completedAt = new Date(deliveredAt.getTime() + (recent ? HOUR_MS : DAY_MS));
    const cancelled = index % 11 === 5;
    const status = cancelled
      ? 'CANCELLED'
      : completedAt.getTime() < now
        ? 'COMPLETED'
        : selectedAt.getTime() < now
          ? 'CARRIER_SELECTED'
          : 'PUBLISHED';
    const selected = status === 'COMPLETED' || status === 'CARRIER_SELECTED';
    const createdBy = index % 3 === 0 ? cast.employeeId : cast.ownerId;
    const cargo = cycle(CARGO, index);
    orderRows.push({
      id: orderId,
      number,
      ownerCompanyId: cast.forwarderId,
      createdBy,
      status,
      plannedLoadingDate: plannedLoading,
      plannedUnloadingDate: plannedUnloading,
      transportType: cycle(TRANSPORT_TYPES, index),
      orderType: 'FTL',
      paymentTerms: 'ON_UNLOADING',
      price,
      currency,
      cargoName: cargo,
      cargoWeightTons: 10 + (index % 10),
      cargoVolumeM3: 40 + (index % 40),
      packageType: 'PALLETS',
      seats: 10 + (index % 20),
      loadingMethod: 'REAR',
      transportationType: to[0] === 'Ташкент' ? 'INTERNATIONAL' : 'DOMESTIC',
      transportationView: 'ROAD',
      publishedAt,
      searchText:
        [number, String(NUMBER_BASE + index + 1), cargo, from[0], from[1], to[0], to[1]]
          .join(' ')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu)
          ?.join(' ') ?? '',
      routeFromCity: from[0],
      routeFromAddress: from[1],
      routeToCity: to[0],
      routeToAddress: to[1],
      routePointCount: 2,
      createdAt,
      updatedAt: cancelled
        ? new Date(createdAt.getTime() + DAY_MS)
        : selected
          ? selectedAt
          : publishedAt,
    });
    pointRows.push(
      ...[from, to].map(([city, address, lat, lng], position) => ({
        orderId,
        position,
        type: position === 0 ? ('LOADING' as const) : ('UNLOADING' as const),
        city,
        address,
        contactPerson: position === 0 ? 'Айгуль Сапарова' : 'Жанна Ким',
        phone: position === 0 ? '+7 701 512 3344' : '+7 705 300 4417',
        lat,
        lng,
      })),
    );
    const responseAt = new Date(publishedAt.getTime() + (recent ? 15 * 60_000 : HOUR_MS));
    const offer = {
      orderId,
      price,
      currency,
      createdAt: responseAt,
    };
    const responseId = randomUUID();
    const driverId = cycle(carrier.drivers, index);
    const vehicleId = cycle(carrier.vehicles, index);
    if (status !== 'PUBLISHED' || index % 2 === 0) {
      responseRows.push({
        ...offer,
        id: responseId,
        carrierCompanyId: carrier.companyId,
        driverId,
        vehicleId,
        status: selected ? 'ACCEPTED' : cancelled ? 'DECLINED' : 'ACTIVE',
        createdBy: carrier.userId,
        updatedAt: selected
          ? selectedAt
          : cancelled
            ? new Date(createdAt.getTime() + DAY_MS)
            : responseAt,
      });
    }
    // A competing offer on half the orders, declined when the other carrier is chosen.
    if (other && index % 2 === 0 && other.drivers.length > 0) {
      responseRows.push({
        ...offer,
        price: Math.round(price * 1.08),
        createdAt: new Date(responseAt.getTime() + 20 * 60_000),
        carrierCompanyId: other.companyId,
        driverId: cycle(other.drivers, index),
        vehicleId: cycle(other.vehicles, index),
        status: selected || cancelled ? 'DECLINED' : 'ACTIVE',
        createdBy: other.userId,
        updatedAt: selected ? selectedAt : new Date(responseAt.getTime() + 20 * 60_000),
      });
    }
    countRows.push({
      orderId,
      responses: responseRows.filter((row) => row.orderId === orderId).length,
    });
    if (selected) selectedOrders.push(orderId);
    if (status === 'COMPLETED') {
      const step = (name: TripStep, actualAt: Date, recordedBy: string) =>
        stepRows.push({ orderId, step: name, actualAt, recordedBy, createdAt: actualAt });
      step('LOADING_STARTED', loadingAt, carrier.userId);
      step('LOADING_DEPARTED', new Date(loadingAt.getTime() + 2 * HOUR_MS), carrier.userId);
      step('UNLOADING_STARTED', new Date(deliveredAt.getTime() - 3 * HOUR_MS), carrier.userId);
      step('DELIVERED', deliveredAt, carrier.userId);
      step('COMPLETED', completedAt, createdBy);
      ratingRows.push(
        {
          orderId,
          side: 'FORWARDER',
          raterCompanyId: cast.forwarderId,
          ratedCompanyId: carrier.companyId,
          ratedDriverId: driverId,
          score: 3 + (index % 3),
          ratedBy: createdBy,
          createdAt: completedAt,
          updatedAt: completedAt,
        },
        {
          orderId,
          side: 'CARRIER',
          raterCompanyId: carrier.companyId,
          ratedCompanyId: cast.forwarderId,
          score: 4 + (index % 2),
          ratedBy: carrier.userId,
          createdAt: new Date(completedAt.getTime() + 2 * HOUR_MS),
          updatedAt: new Date(completedAt.getTime() + 2 * HOUR_MS),
        },
      );
      if (index % 9 === 4 || recent) {
        problemRows.push({
          orderId,
          description: 'Водитель опоздал на погрузку, простой 6 часов',
          status: 'DECIDED',
          reportedBy: createdBy,
          decisionComment: 'Опоздание подтверждено, предупреждение перевозчику',
          atFaultSide: 'CARRIER',
          decidedBy: cast.cbId,
          decidedAt: new Date(loadingAt.getTime() + (recent ? 1 : 20 + index) * HOUR_MS),
          createdAt: loadingAt,
        });
      }
    }
    if (cancelled) {
      deletionRows.push({
        orderId,
        reason: 'Груз не готов к отгрузке',
        status: 'APPROVED',
        requestedBy: createdBy,
        decidedBy: cast.moderatorId,
        decidedAt: new Date(createdAt.getTime() + DAY_MS),
        comment: 'Одобрено',
        createdAt: new Date(createdAt.getTime() + 6 * HOUR_MS),
      });
    } else if ((index % 13 === 7 || recent) && status === 'COMPLETED') {
      deletionRows.push({
        orderId,
        reason: 'Дубликат заявки',
        status: 'REJECTED',
        requestedBy: createdBy,
        decidedBy: cast.moderatorId,
        decidedAt: new Date(publishedAt.getTime() + (recent ? 1 : 5) * HOUR_MS),
        comment: 'Заявка уже в работе',
        createdAt: new Date(publishedAt.getTime() + (recent ? 10 : 60) * 60_000),
      });
    }
  }

  await tx.insert(orders).values(orderRows);
  await tx.insert(orderRoutePoints).values(pointRows);
  await tx.insert(orderResponses).values(responseRows);
  await tx.insert(orderResponseCounts).values(countRows);
  // The accepted offers become the selections, in one statement (the order row comes first:
  // the two point at each other).
  await tx.execute(sql`
    update orders o set selected_response_id = r.id, selected_carrier_company_id = r.carrier_company_id
      from order_responses r
     where r.order_id = o.id and r.status = 'ACCEPTED' and ${inArray(sql`o.id`, selectedOrders)}`);
  await tx.insert(orderTripSteps).values(stepRows);
  await tx.insert(orderRatings).values(ratingRows);
  if (problemRows.length > 0) await tx.insert(orderProblems).values(problemRows);
  if (deletionRows.length > 0) await tx.insert(orderDeletionRequests).values(deletionRows);
}

/** A fine a month for the demo carrier's drivers and the second carrier's. */
async function seedFines(tx: Tx, cast: Cast, now: number): Promise<void> {
  const fleet = cast.carriers.flatMap((carrier) => carrier.drivers);
  await tx.insert(driverFines).values(
    Array.from({ length: 14 }, (_, index) => ({
      driverId: cycle(fleet, index),
      amount: 19_660 + (index % 4) * 9_830,
      currency: 'KZT',
      finedOn: localDayOf(now - index * 26 * DAY_MS),
      description:
        index % 2 === 0
          ? 'Превышение скорости на 10–20 км/ч (5 МРП)'
          : 'Нарушение режима труда и отдыха (10 МРП)',
      createdBy: cast.cbId,
      createdAt: new Date(now - index * 26 * DAY_MS),
    })),
  );
}

/**
 * Seeds the history once: does nothing when its orders exist. Runs after the other demo seeds
 * (it reads the demo companies, people and fleet). Returns whether anything was written.
 */
export async function seedDemoAnalytics(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.number, `KZ-____-${String(NUMBER_BASE).slice(0, 1)}_____`))
    .limit(1);
  if (existing) return false;
  const cast = await loadCast(db);
  if (!cast) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const secondCarrierId = await seedRegistrations(tx, cast, now);
    cast.carriers.push(await seedSecondFleet(tx, cast, secondCarrierId, now));
    await seedHistory(tx, cast, now);
    await seedFines(tx, cast, now);
    for (const carrier of cast.carriers) {
      await recomputeCompanyRating(tx, carrier.companyId);
      for (const driverId of carrier.drivers) await recomputeDriverRating(tx, driverId);
    }
    await recomputeCompanyRating(tx, cast.forwarderId);
  });
  return true;
}
