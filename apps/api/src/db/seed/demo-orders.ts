import type { Role } from '@freight/shared';
import {
  isDriverEligible,
  isVehicleEligible,
  platformToday,
  type OrderForm,
  type RoutePoint,
} from '@freight/shared';
import { and, asc, eq, gte, inArray, like } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { createOrder } from '../../modules/orders/create-order.js';
import { decideDeletion } from '../../modules/orders/deletion/decide-deletion.js';
import { requestDeletion } from '../../modules/orders/deletion/request-deletion.js';
import { reportProblem } from '../../modules/orders/problems/report-problem.js';
import { acceptResponse } from '../../modules/orders/responses/accept-response.js';
import { createResponse } from '../../modules/orders/responses/create-response.js';
import type { Database } from '../client.js';
import { drivers, notifications, orders, users, vehicles } from '../schema.js';
import { readTogether } from '../read-together.js';

/**
 * The demo forwarder's orders, made through the same services the API calls, so every one has
 * its number, audit history and notifications: a draft, a load board across Kazakhstan and
 * Central Asia, two orders with the demo carrier selected (one of them reported to the
 * security service), one awaiting deletion and one cancelled.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => platformToday(new Date(Date.now() + days * DAY_MS));

const point = (
  type: RoutePoint['type'],
  city: string,
  address: string,
  contactPerson: string,
  phone: string,
  coordinates: [number, number],
): RoutePoint => ({
  type,
  city,
  address,
  contactPerson,
  phone,
  lat: coordinates[0],
  lng: coordinates[1],
});

const PLACES = {
  almaty: ['Алматы', 'г. Алматы, ул. Рыскулова, 140, склад «Алтын Орда»', [43.2567, 76.9286]],
  almatyCity: ['Алматы', 'г. Алматы, пр. Суюнбая, 263, терминал «Жетысу»', [43.2962, 76.9571]],
  astana: ['Астана', 'г. Астана, пр. Туран, 24, ТЛЦ «Астана»', [51.1282, 71.4306]],
  shymkent: ['Шымкент', 'г. Шымкент, Тамерлановское шоссе, 5', [42.3417, 69.5901]],
  karaganda: ['Караганда', 'г. Караганда, ул. Складская, 8', [49.8047, 73.1094]],
  aktobe: ['Актобе', 'г. Актобе, ул. 101-й Стрелковой бригады, 12', [50.2839, 57.167]],
  tashkent: ['Ташкент', 'г. Ташкент, ул. Навои, 12, таможенный терминал', [41.3111, 69.2797]],
  bishkek: ['Бишкек', 'г. Бишкек, ул. Жибек Жолу, 4, рынок «Дордой»', [42.8746, 74.5698]],
  khorgos: ['Хоргос', 'МЦПС «Хоргос», СЭЗ «Хоргос — Восточные ворота»', [44.2117, 80.2556]],
  urumqi: ['Урумчи', 'КНР, г. Урумчи, ул. Хэтань, 88, склад 3', [43.8256, 87.6168]],
  moscow: ['Москва', 'г. Москва, Каширское шоссе, 61, ТЛЦ «Южные ворота»', [55.6155, 37.7216]],
  kostanay: ['Костанай', 'г. Костанай, ул. Промышленная, 27, элеватор', [53.2144, 63.6246]],
  taraz: ['Тараз', 'г. Тараз, ул. Толе би, 2, сахарный завод', [42.9, 71.3667]],
  oskemen: ['Усть-Каменогорск', 'г. Усть-Каменогорск, ул. Бажова, 333', [49.9483, 82.6279]],
  atyrau: ['Атырау', 'г. Атырау, ул. Промзона, 17, трубная база', [47.0945, 51.9238]],
  aktau: ['Актау', 'г. Актау, морской порт, причал 4', [43.6481, 51.1722]],
  taldykorgan: ['Талдыкорган', 'г. Талдыкорган, ул. Жансугурова, 120', [45.0156, 78.3739]],
  pavlodar: ['Павлодар', 'г. Павлодар, Северная промзона, 45', [52.2873, 76.9674]],
} as const satisfies Record<string, readonly [string, string, readonly [number, number]]>;

type Place = keyof typeof PLACES;

export function route(...stops: Place[]): RoutePoint[] {
  const contacts = [
    ['Айгуль Сапарова', '+7 701 512 3344'],
    ['Руслан Ибраев', '+7 702 661 2080'],
    ['Жанна Ким', '+7 705 300 4417'],
  ] as const;
  return stops.map((stop, index) => {
    const [city, address, [lat, lng]] = PLACES[stop];
    const [person, phone] = contacts[index % contacts.length] ?? contacts[0];
    const type =
      index === 0 ? 'LOADING' : index === stops.length - 1 ? 'UNLOADING' : 'INTERMEDIATE';
    return point(type, city, address, person, phone, [lat, lng]);
  });
}

interface DemoOrder {
  key: string;
  by: 'forwarder' | 'employee';
  saveMode: OrderForm['saveMode'];
  loadingInDays: number;
  days: number;
  form: Omit<OrderForm, 'saveMode' | 'plannedLoadingDate' | 'plannedUnloadingDate'>;
}

export const tent = {
  orderType: 'FTL',
  paymentTerms: 'ON_UNLOADING',
  transportType: 'TENT',
  loadingMethod: 'REAR',
  transportationType: 'DOMESTIC',
  transportationView: 'ROAD',
  packageType: 'PALLETS',
  seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.4 },
  declaredValue: null,
  declaredValueCurrency: null,
  specialConditions: null,
} as const;

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    key: 'draft',
    by: 'employee',
    saveMode: 'DRAFT',
    loadingInDays: 12,
    days: 2,
    form: {
      ...tent,
      price: 520_000,
      currency: 'KZT',
      cargoName: 'Кондитерские изделия в коробках',
      cargoWeightTons: 8.5,
      cargoVolumeM3: 45,
      packageType: 'BOXES',
      seats: 620,
      seatDimensions: { lengthM: 0.6, widthM: 0.4, heightM: 0.3 },
      specialConditions: 'Температура в кузове не выше +25 °C',
      route: route('almaty', 'astana'),
    },
  },
  {
    key: 'tiles',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 3,
    days: 2,
    form: {
      ...tent,
      price: 380_000,
      currency: 'KZT',
      cargoName: 'Керамическая плитка на поддонах',
      cargoWeightTons: 19.8,
      cargoVolumeM3: 40,
      seats: 24,
      declaredValue: 14_500_000,
      declaredValueCurrency: 'KZT',
      specialConditions: 'Не кантовать, крепление ремнями обязательно',
      route: route('almaty', 'shymkent'),
    },
  },
  {
    key: 'electronics',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 5,
    days: 2,
    form: {
      ...tent,
      transportType: 'CONTAINER',
      transportationType: 'INTERNATIONAL',
      paymentTerms: 'PARTIAL_PREPAYMENT',
      price: 2_900,
      currency: 'USD',
      cargoName: 'Бытовая электроника (телевизоры, микроволновые печи)',
      cargoWeightTons: 11.2,
      cargoVolumeM3: 67,
      packageType: 'BOXES',
      seats: 410,
      seatDimensions: null,
      declaredValue: 185_000,
      declaredValueCurrency: 'USD',
      specialConditions: 'Контейнер 40HC, пломба отправителя, таможенное оформление в Хоргосе',
      route: route('khorgos', 'almatyCity'),
    },
  },
  {
    key: 'cement',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 2,
    days: 1,
    form: {
      ...tent,
      paymentTerms: 'ON_LOADING',
      price: 180_000,
      currency: 'KZT',
      cargoName: 'Цемент М500 в мешках по 50 кг',
      cargoWeightTons: 20,
      cargoVolumeM3: 16,
      packageType: 'BAGS',
      seats: 400,
      seatDimensions: null,
      loadingMethod: 'SIDE',
      route: route('astana', 'karaganda'),
    },
  },
  {
    key: 'apples',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 4,
    days: 1,
    form: {
      ...tent,
      transportType: 'REFRIGERATOR',
      transportationType: 'INTERNATIONAL',
      price: 1_200,
      currency: 'USD',
      cargoName: 'Яблоки свежие «Апорт»',
      cargoWeightTons: 18,
      cargoVolumeM3: 76,
      packageType: 'CRATES',
      seats: 1_100,
      seatDimensions: { lengthM: 0.5, widthM: 0.3, heightM: 0.3 },
      specialConditions: 'Режим +2…+4 °C, термописец в кузове',
      route: route('almaty', 'bishkek'),
    },
  },
  {
    key: 'yarn',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 7,
    days: 2,
    form: {
      ...tent,
      transportationType: 'INTERNATIONAL',
      price: 1_500,
      currency: 'USD',
      cargoName: 'Хлопковая пряжа в бобинах',
      cargoWeightTons: 16.4,
      cargoVolumeM3: 82,
      seats: 30,
      route: route('shymkent', 'tashkent'),
    },
  },
  {
    key: 'steel',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 9,
    days: 5,
    form: {
      ...tent,
      transportType: 'FLATBED',
      transportationType: 'INTERNATIONAL',
      paymentTerms: 'POSTPAYMENT',
      price: 420_000,
      currency: 'RUB',
      cargoName: 'Металлопрокат: швеллер, уголок',
      cargoWeightTons: 21.5,
      cargoVolumeM3: 30,
      packageType: 'BUNDLES',
      seats: 18,
      seatDimensions: null,
      loadingMethod: 'TOP',
      route: route('aktobe', 'moscow'),
    },
  },
  {
    key: 'textile',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 10,
    days: 4,
    form: {
      ...tent,
      transportationType: 'INTERNATIONAL',
      paymentTerms: 'PREPAYMENT',
      price: 28_000,
      currency: 'CNY',
      cargoName: 'Текстиль и одежда',
      cargoWeightTons: 9.7,
      cargoVolumeM3: 86,
      packageType: 'BUNDLES',
      seats: 260,
      seatDimensions: null,
      specialConditions: 'Перегруз на СЭЗ «Хоргос», документы CMR и TIR',
      route: route('urumqi', 'khorgos', 'almaty'),
    },
  },
  {
    key: 'parts',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 6,
    days: 1,
    form: {
      ...tent,
      transportType: 'ALL_METAL_VAN',
      orderType: 'EXPRESS',
      price: 250_000,
      currency: 'KZT',
      cargoName: 'Запчасти для горной техники',
      cargoWeightTons: 3.2,
      cargoVolumeM3: 14,
      packageType: 'CRATES',
      seats: 12,
      route: route('karaganda', 'pavlodar'),
    },
  },
  {
    key: 'dairy',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 1,
    days: 2,
    form: {
      ...tent,
      transportType: 'ISOTHERM',
      price: 600_000,
      currency: 'KZT',
      cargoName: 'Молочная продукция',
      cargoWeightTons: 14,
      cargoVolumeM3: 60,
      seats: 26,
      specialConditions: 'Санитарный паспорт на автомобиль',
      route: route('astana', 'karaganda', 'almaty'),
    },
  },
  {
    key: 'wheat',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 8,
    days: 1,
    form: {
      ...tent,
      transportType: 'GRAIN_TRUCK',
      price: 350_000,
      currency: 'KZT',
      cargoName: 'Пшеница 3 класса, насыпью',
      cargoWeightTons: 25,
      cargoVolumeM3: 36,
      packageType: 'BULK',
      seats: 1,
      seatDimensions: null,
      loadingMethod: 'TOP',
      route: route('kostanay', 'astana'),
    },
  },
  {
    key: 'building',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 2,
    days: 3,
    form: {
      ...tent,
      price: 410_000,
      currency: 'KZT',
      cargoName: 'Стройматериалы: гипсокартон, профиль',
      cargoWeightTons: 17.3,
      cargoVolumeM3: 70,
      seats: 22,
      route: route('almaty', 'oskemen'),
    },
  },
  {
    key: 'pipes',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 4,
    days: 2,
    form: {
      ...tent,
      transportType: 'LOWBED',
      orderType: 'OVERSIZED',
      price: 720_000,
      currency: 'KZT',
      cargoName: 'Трубы стальные Ø530 мм',
      cargoWeightTons: 24,
      cargoVolumeM3: 58,
      packageType: 'PIECES',
      seats: 12,
      seatDimensions: null,
      loadingMethod: 'TOP',
      specialConditions: 'Негабарит по длине 12 м, сопровождение не требуется',
      route: route('atyrau', 'aktau'),
    },
  },
  {
    key: 'sugar',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 3,
    days: 1,
    form: {
      ...tent,
      price: 300_000,
      currency: 'KZT',
      cargoName: 'Сахар-песок в мешках по 50 кг',
      cargoWeightTons: 20,
      cargoVolumeM3: 28,
      packageType: 'BAGS',
      seats: 400,
      seatDimensions: null,
      route: route('taraz', 'almaty'),
    },
  },
  {
    key: 'furniture',
    by: 'employee',
    saveMode: 'PUBLISH',
    loadingInDays: 5,
    days: 1,
    form: {
      ...tent,
      orderType: 'LTL',
      price: 150_000,
      currency: 'KZT',
      cargoName: 'Мебель корпусная в упаковке',
      cargoWeightTons: 4.5,
      cargoVolumeM3: 38,
      packageType: 'BOXES',
      seats: 85,
      seatDimensions: null,
      route: route('almaty', 'taldykorgan'),
    },
  },
  {
    key: 'machinery',
    by: 'forwarder',
    saveMode: 'PUBLISH',
    loadingInDays: 11,
    days: 3,
    form: {
      ...tent,
      transportType: 'LOWBED',
      orderType: 'OVERSIZED',
      transportationType: 'INTERNATIONAL',
      price: 1_450_000,
      currency: 'RUB',
      cargoName: 'Сельхозтехника: комбайн в разобранном виде',
      cargoWeightTons: 16,
      cargoVolumeM3: 110,
      packageType: 'PIECES',
      seats: 3,
      seatDimensions: null,
      loadingMethod: 'RAMPS',
      route: route('pavlodar', 'moscow'),
    },
  },
];

const NO_META = { ip: null, userAgent: null };

export function sessionOf(user: { id: string; role: string; companyId: string | null }): AuthUser {
  return { id: user.id, role: user.role as Role, companyId: user.companyId, underReview: false };
}

/** The demo accounts of `logins` as signed-in users, by login (missing ones are absent). */
export async function demoSessions(
  db: Database,
  logins: readonly string[],
): Promise<Map<string, AuthUser>> {
  const accounts = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.email, [...logins]));
  return new Map(accounts.map((account) => [account.email, sessionOf(account)]));
}

/**
 * Seeds the demo orders once: skips when the demo forwarder already has orders, so an older
 * data directory gets them on its next start too. Answers whether anything was written.
 */
export async function seedDemoOrders(db: Database): Promise<boolean> {
  const byLogin = await demoSessions(db, [
    'forwarder@demo.kz',
    'employee@demo.kz',
    'carrier@demo.kz',
    'moderator@demo.kz',
  ]);
  const forwarder = byLogin.get('forwarder@demo.kz');
  const employee = byLogin.get('employee@demo.kz');
  const carrier = byLogin.get('carrier@demo.kz');
  const moderator = byLogin.get('moderator@demo.kz');
  if (!forwarder?.companyId || !employee || !carrier?.companyId || !moderator) return false;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.ownerCompanyId, forwarder.companyId))
    .limit(1);
  if (existing) return false;

  // A minute's margin for a database clock behind this one; nothing else notifies meanwhile.
  const seedingSince = new Date(Date.now() - 60_000);
  try {
    await seedOrderStories(db, { forwarder, employee, carrier, moderator });
  } finally {
    // The services notify as they go; the demo accounts keep the curated notifications of
    // demo.ts instead (their bells open on the welcome), so the seed's own are not kept.
    await db
      .delete(notifications)
      .where(and(gte(notifications.createdAt, seedingSince), like(notifications.type, 'ORDER_%')));
  }
  return true;
}

async function seedOrderStories(
  db: Database,
  people: Record<'forwarder' | 'employee' | 'carrier' | 'moderator', AuthUser>,
): Promise<void> {
  const { forwarder, employee, carrier, moderator } = people;
  const carrierId = carrier.companyId;
  if (!carrierId) return;
  const made = new Map<string, { id: string; version: number }>();
  for (const demo of DEMO_ORDERS) {
    const order = await createOrder(
      { db },
      demo.by === 'forwarder' ? forwarder : employee,
      {
        ...demo.form,
        saveMode: demo.saveMode,
        plannedLoadingDate: inDays(demo.loadingInDays),
        plannedUnloadingDate: inDays(demo.loadingInDays + demo.days),
      },
      NO_META,
    );
    made.set(demo.key, order);
  }

  const fleet = await eligibleFleet(db, carrierId);
  const [first, second] = fleet.drivers;
  const [truck, otherTruck] = fleet.vehicles;
  if (!first || !second || !truck || !otherTruck) return;
  const respond = (
    key: string,
    driverId: string,
    vehicleId: string,
    price: number,
    comment: string,
  ) => {
    const order = made.get(key);
    if (!order) throw new Error(`demo order ${key} missing`);
    return createResponse(
      { db },
      carrier,
      order.id,
      { driverId, vehicleId, price, currency: 'KZT', comment },
      NO_META,
    );
  };

  // An active response on the load board.
  await respond('tiles', first.id, truck.id, 365_000, 'Тент 20 т, подача на загрузку к 9:00');
  // Two orders with the demo carrier selected; the second is under the CB's review.
  for (const [key, driver, vehicle, price] of [
    ['building', second, otherTruck, 400_000],
    ['pipes', first, truck, 700_000],
  ] as const) {
    const response = await respond(key, driver.id, vehicle.id, price, 'Готовы выполнить рейс');
    const order = made.get(key);
    if (order) {
      await acceptResponse(
        { db },
        forwarder,
        order.id,
        response.id,
        { version: order.version },
        NO_META,
      );
    }
  }
  const pipes = made.get('pipes');
  if (pipes) {
    await reportProblem(
      { db },
      carrier,
      pipes.id,
      { description: 'Адрес погрузки не совпадает с заявкой: трубная база переехала в промзону 2' },
      NO_META,
    );
  }
  // One awaiting a deletion decision, one cancelled by an approved request.
  const furniture = made.get('furniture');
  if (furniture) {
    await requestDeletion(
      { db },
      employee,
      furniture.id,
      { reason: 'Клиент отменил отгрузку' },
      NO_META,
    );
  }
  const machinery = made.get('machinery');
  if (machinery) {
    const request = await requestDeletion(
      { db },
      forwarder,
      machinery.id,
      { reason: 'Заявка создана по ошибке, дубль' },
      NO_META,
    );
    await decideDeletion(
      { db },
      moderator,
      machinery.id,
      request.id,
      { decision: 'APPROVE', comment: 'Дубль подтверждён' },
      NO_META,
    );
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
