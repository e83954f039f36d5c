import { decideDeletion } from '../modules/orders/deletion/decide-deletion.js';
import { requestDeletion } from '../modules/orders/deletion/request-deletion.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { Database } from '../db/client.js';
import { createDemoOrders, route, tent, type DemoOrder } from './demo-order-forms.js';

/**
 * Orders the forwarder side asked to delete: one awaiting the moderator's decision, one
 * cancelled by an approved request (a duplicate).
 */
const DELETION_ORDERS: readonly DemoOrder[] = [
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

export async function seedDeletionRequests(
  db: Database,
  people: Record<'forwarder' | 'employee' | 'moderator', AuthUser>,
): Promise<void> {
  const { forwarder, employee, moderator } = people;
  const made = await createDemoOrders(db, people, DELETION_ORDERS);
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
