import { Role, type OrderDetail } from '@freight/shared';
import type { App } from '../src/app.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from './company-factory.js';
import {
  createOrder,
  respond,
  routePoint,
  withFleet,
  type CarrierWithFleet,
} from './order-factory.js';

export type OrderListSeedName = 'tiles' | 'fruit' | 'draft' | 'foreign' | 'taken';

/** Who the order-list tests ask as, and the orders they find. */
export interface OrderListSeed {
  forwarder: SignedInAccount;
  /** Staff of `forwarder`'s company, who created `fruit`. */
  employee: SignedInAccount;
  otherForwarder: SignedInAccount;
  carrier: CarrierWithFleet;
  cb: SignedInAccount;
  made: Record<OrderListSeedName, OrderDetail>;
}

/**
 * The orders of the list tests: the forwarder's company has two published orders (one its
 * employee's, in dollars, via Bishkek) and a draft; another company has a published order and
 * one it chose the carrier for, which leaves the board.
 */
export async function seedOrderLists(app: App): Promise<OrderListSeed> {
  const forwarder = await newCompanyOwner(app, 'FORWARDER');
  const employee = await newCompanyStaff(app, forwarder.company);
  const otherForwarder = await newCompanyOwner(app, 'FORWARDER');
  const carrier = await withFleet(app, await newCompanyOwner(app, 'CARRIER'));
  const cb = await newPlatformAccount(app, Role.CB);

  const tiles = await createOrder(app, forwarder, {
    plannedLoadingDate: '2026-04-01',
    plannedUnloadingDate: '2026-04-03',
    price: 450_000,
    cargoName: 'Керамическая плитка',
  });
  const fruit = await createOrder(app, employee, {
    plannedLoadingDate: '2026-04-10',
    plannedUnloadingDate: '2026-04-14',
    transportType: 'REFRIGERATOR',
    price: 2_800,
    currency: 'USD',
    cargoName: 'Яблоки свежие',
    route: [
      routePoint('LOADING', 'Алматы', 'г. Алматы, Алтын Орда'),
      routePoint('INTERMEDIATE', 'Бишкек', 'г. Бишкек, ул. Жибек Жолу, 4'),
      routePoint('UNLOADING', 'Ташкент', 'г. Ташкент, ул. Навои, 12'),
    ],
  });
  const draft = await createOrder(app, forwarder, {
    saveMode: 'DRAFT',
    plannedLoadingDate: '2026-04-05',
    plannedUnloadingDate: '2026-04-06',
    cargoName: 'Цемент',
  });
  const foreign = await createOrder(app, otherForwarder, {
    plannedLoadingDate: '2026-04-07',
    plannedUnloadingDate: '2026-04-09',
    cargoName: 'Металлопрокат',
    route: [routePoint('LOADING', 'Караганда'), routePoint('UNLOADING', 'Актобе')],
  });
  // The carrier responds to the foreign order, which then leaves the board.
  const taken = await createOrder(app, otherForwarder, {
    plannedLoadingDate: '2026-04-08',
    plannedUnloadingDate: '2026-04-12',
    cargoName: 'Зерно',
  });
  const offer = await respond(app, carrier, taken.id);
  await app.inject({
    method: 'POST',
    url: `/api/orders/${taken.id}/responses/${offer.id}/accept`,
    headers: otherForwarder.headers,
    payload: { version: taken.version },
  });
  return {
    forwarder,
    employee,
    otherForwarder,
    carrier,
    cb,
    made: { tiles, fruit, draft, foreign, taken },
  };
}
