import { platformToday, type Currency, type TransportType } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { cycle, DAY_MS, HOUR_MS, type Cast, type DemoCarrier } from './demo-analytics-cast.js';

/**
 * When and how each order of the year of history happened: from two days to a year before the
 * seed, denser in the recent weeks; the first is a delivery within the city done in the hours
 * before the seed, so even "this month" early in a month has every kind of event. The rows
 * follow from this plan (demo-analytics-orders.ts, demo-analytics-trips.ts).
 */
export const HISTORY_ORDERS = 160;
/** Numbers `KZ-<year>-9xxxxx` mark the history's orders. */
export const NUMBER_BASE = 900_000;
const ZONE_OFFSET_MS = 5 * HOUR_MS; // Asia/Almaty, UTC+5 all year.

/** A lane's end: city, address, latitude, longitude. */
export type LaneEnd = readonly [string, string, number, number];

/** Lanes with the coordinates of their ends (first loading, last unloading point). */
const LANES: readonly (readonly [LaneEnd, LaneEnd])[] = [
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
];

/**
 * The lanes in turn, Almaty → Astana three times in ten: the busiest lane has a dozen deals in
 * the last 90 days and the others about five, so the price hint (issue 32) shows figures of
 * the exact lane on the order form.
 */
const LANE_ROTATION: readonly number[] = [0, 1, 2, 0, 3, 4, 0, 5, 6, 7];

/** Each lane's body type: a lane's deals are of one kind of truck, as a shipper's are. */
const LANE_BODY_TYPES: readonly TransportType[] = [
  'TENT',
  'REFRIGERATOR',
  'TENT',
  'CONTAINER',
  'TENT',
  'ISOTHERM',
  'TENT',
  'TENT',
];

/** The seed's most recent order: across Almaty, loaded and delivered the same day. */
const CITY_LANE: readonly [LaneEnd, LaneEnd] = [
  ['Алматы', 'г. Алматы, ул. Рыскулова, 140, склад «Алтын Орда»', 43.2567, 76.9286],
  ['Алматы', 'г. Алматы, пр. Суюнбая, 263, терминал «Жетысу»', 43.2962, 76.9571],
];

const localDayOf = (instant: number) => platformToday(new Date(instant));
/** The instant of `hour` o'clock in Almaty on the day `day`. */
const atLocal = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS - ZONE_OFFSET_MS);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type HistoryOrderPlan = ReturnType<typeof planHistoryOrder>;

export function planHistoryOrder(cast: Cast, index: number, now: number) {
  const recent = index === 0;
  const daysAgo = 2 + Math.floor(((index * 363) / HISTORY_ORDERS) ** 1.15 / 363 ** 0.15);
  const createdAt = recent
    ? new Date(now - 7 * HOUR_MS)
    : new Date(now - daysAgo * DAY_MS - (index % 7) * HOUR_MS);
  const createdDay = localDayOf(createdAt.getTime());
  const lane = cycle(LANE_ROTATION, index);
  const [from, to] = recent ? CITY_LANE : cycle(LANES, lane);
  const carrier: DemoCarrier = cast.carriers[index % 4 === 3 ? 1 : 0] ?? cycle(cast.carriers, 0);
  const usd = index % 6 === 5;
  const currency: Currency = usd ? 'USD' : 'KZT';
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
    ? ('CANCELLED' as const)
    : completedAt.getTime() < now
      ? ('COMPLETED' as const)
      : selectedAt.getTime() < now
        ? ('CARRIER_SELECTED' as const)
        : ('PUBLISHED' as const);
  return {
    index,
    recent,
    orderId: randomUUID(),
    number: `KZ-${createdDay.slice(0, 4)}-${NUMBER_BASE + index + 1}`,
    from,
    to,
    transportType: cycle(LANE_BODY_TYPES, lane),
    carrier,
    /** The other carrier, whose competing offer half the orders get. */
    other: cast.carriers[index % 4 === 3 ? 0 : 1],
    currency,
    price: usd ? 900 + (index % 9) * 150 : 180_000 + ((index * 37) % 23) * 25_000,
    createdAt,
    publishedAt,
    selectedAt,
    plannedLoading,
    plannedUnloading,
    loadingAt,
    deliveredAt,
    completedAt,
    cancelled,
    status,
    selected: status === 'COMPLETED' || status === 'CARRIER_SELECTED',
    createdBy: index % 3 === 0 ? cast.employeeId : cast.ownerId,
    driverId: cycle(carrier.drivers, index),
    vehicleId: cycle(carrier.vehicles, index),
  };
}
