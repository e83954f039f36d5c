import type { OrderForm, RoutePoint } from '@freight/shared';
import { platformToday } from '@freight/shared';
import { createOrder } from '../modules/orders/create-order.js';
import type { PublicationJobs } from '../modules/orders/publication/order-publication.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';

/**
 * What the demo's order forms are made of: real places across Kazakhstan and Central Asia,
 * routes through them, a tented full load to start from, dates counted from the seed's day,
 * and the creation of a story's orders through the same service the API calls.
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
  instantBooking: false,
  publicationStage: 'PUBLIC',
  poolHours: null,
} as const;

export interface DemoOrder {
  key: string;
  by: 'forwarder' | 'employee';
  saveMode: OrderForm['saveMode'];
  loadingInDays: number;
  days: number;
  form: Omit<OrderForm, 'saveMode' | 'plannedLoadingDate' | 'plannedUnloadingDate'>;
}

const NO_META = { ip: null, userAgent: null };

/**
 * The demo's orders are written before any saved search exists: their publication queues no
 * matching (the saved searches' story matches the board itself, `demo-saved-searches.ts`).
 */
export const UNANNOUNCED: PublicationJobs = {
  enqueueWithin: () => Promise.resolve(''),
  enqueueAllWithin: () => Promise.resolve(),
  wake: () => {},
};

/** Creates `demos` in order, by the forwarder or the employee; answers them by key. */
export async function createDemoOrders(
  db: Database,
  people: { forwarder: AuthUser; employee: AuthUser },
  demos: readonly DemoOrder[],
): Promise<Map<string, { id: string; version: number }>> {
  const made = new Map<string, { id: string; version: number }>();
  for (const demo of demos) {
    const order = await createOrder(
      { db, jobs: UNANNOUNCED },
      demo.by === 'forwarder' ? people.forwarder : people.employee,
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
  return made;
}
