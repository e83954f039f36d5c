import { acceptResponse } from '../modules/orders/responses/accept-response.js';
import { createResponse } from '../modules/orders/responses/create-response.js';
import { reportProblem } from '../modules/orders/problems/report-problem.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';
import { createDemoOrders, route, tent, type DemoOrder } from './demo-order-forms.js';
import type { DemoFleet } from './demo-fleet.js';

/**
 * The demo carrier at work on the forwarder's orders: an active response on the load board,
 * and two orders where the forwarder chose it, the second reported to the security service by
 * the carrier (a wrong loading address), so the CB's problem queue has an order.
 */
const SELECTION_ORDERS: readonly DemoOrder[] = [
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
];

const NO_META = { ip: null, userAgent: null };

export async function seedCarrierSelection(
  db: Database,
  people: Record<'forwarder' | 'employee' | 'carrier', AuthUser>,
  fleet: DemoFleet,
): Promise<void> {
  const { forwarder, carrier } = people;
  const made = await createDemoOrders(db, people, SELECTION_ORDERS);
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
}
