import type { DocumentLanguages } from '@freight/shared';
import { NotificationType } from '@freight/shared';
import { and, eq, gte, inArray, like, or } from 'drizzle-orm';
import { generateContract } from '../modules/orders/contract/generate-contract.js';
import { signContract } from '../modules/orders/contract/sign-contract.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { createOrder } from '../modules/orders/create-order.js';
import { acceptResponse } from '../modules/orders/responses/accept-response.js';
import { createResponse } from '../modules/orders/responses/create-response.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import { notifications, orderDocuments } from '../db/schema.js';
import { eligibleFleet } from './demo-fleet.js';
import { inDays, route, tent } from './demo-order-forms.js';
import { demoSessions } from './demo-sessions.js';
import { seedDemoTrip, type DemoTrip } from './demo-trip.js';

const TRIP_NOTIFICATION_TYPES: string[] = [
  NotificationType.TRIP_STEP_RECORDED,
  NotificationType.ORDER_FILE_UPLOADED,
  NotificationType.ORDER_FILE_ACCEPTED,
  NotificationType.ORDER_FILE_REJECTED,
  NotificationType.SEAL_MISMATCH,
  NotificationType.DELIVERY_CONFIRMED,
  NotificationType.PAYMENT_SENT,
  NotificationType.ORDER_COMPLETED,
  NotificationType.ORDER_RATED,
];

/** Orders whose contracts both sides signed, each taken to another stage of its trip. */
const DEMO_TRIP_CONTRACTS: readonly DemoContract[] = [
  {
    cargoName: 'Цемент М500 в мешках по 50 кг',
    stops: ['almaty', 'karaganda'],
    price: 480_000,
    languages: 'kz+ru',
    signedBy: ['forwarder', 'carrier'],
    trip: { stage: 'LOADING', sealNumber: 'KZ 0457810' },
  },
  {
    cargoName: 'Сухофрукты в картонных коробках',
    stops: ['bishkek', 'almaty'],
    price: 390_000,
    languages: 'ru',
    signedBy: ['forwarder', 'carrier'],
    international: true,
    trip: { stage: 'IN_TRANSIT', sealNumber: 'KG 112233' },
  },
  {
    cargoName: 'Запчасти для сельхозтехники',
    stops: ['kostanay', 'astana'],
    price: 350_000,
    languages: 'kz+ru',
    signedBy: ['forwarder', 'carrier'],
    trip: { stage: 'UNLOADING', sealNumber: 'KZ 0457833' },
  },
  {
    cargoName: 'Гипсокартон на паллетах',
    stops: ['shymkent', 'taraz'],
    price: 210_000,
    languages: 'ru',
    signedBy: ['forwarder', 'carrier'],
    trip: {
      stage: 'DELIVERED',
      sealNumber: 'KZ 0457841',
      invoiceRejectedOnce: true,
      reservation: 'Одна паллета с повреждённой плёнкой, листы целы',
    },
  },
  {
    cargoName: 'Корпусная мебель в упаковке',
    stops: ['pavlodar', 'astana'],
    price: 330_000,
    languages: 'kz+ru',
    signedBy: ['forwarder', 'carrier'],
    trip: { stage: 'PAYMENT_SENT', sealNumber: 'KZ 0457856', reservation: '' },
  },
  {
    cargoName: 'Полипропиленовые трубы',
    stops: ['aktau', 'atyrau'],
    price: 420_000,
    languages: 'ru',
    signedBy: ['forwarder', 'carrier'],
    trip: {
      stage: 'RATED_BOTH_WAYS',
      sealNumber: 'KZ 0457862',
      reservation: '',
      rating: { ofCarrier: 5, ofForwarder: 4 },
    },
  },
  {
    cargoName: 'Бытовая химия на паллетах',
    stops: ['almaty', 'tashkent'],
    price: 560_000,
    languages: 'ru',
    signedBy: ['forwarder', 'carrier'],
    international: true,
    trip: { stage: 'COMPLETED', sealNumber: 'KZ 0457877', rating: { ofCarrier: 4 } },
  },
];

/**
 * The demo's contracts, made through the same services as the API: one order whose contract
 * both sides signed (with its signed copy and QR code), one whose contract waits for the
 * carrier's signature. Seeded once; skipped when the demo forwarder has documents already.
 */
const NO_META = { ip: '127.0.0.1', userAgent: 'demo seed' };

interface DemoContract {
  cargoName: string;
  stops: Parameters<typeof route>;
  price: number;
  languages: DocumentLanguages;
  signedBy: readonly ('forwarder' | 'carrier')[];
  international?: boolean;
  /** Signed by both: how far its trip goes (demo-trip.ts). */
  trip?: Omit<DemoTrip, 'price'>;
}

const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    cargoName: 'Бытовая техника в коробках',
    stops: ['almaty', 'taldykorgan', 'oskemen'],
    price: 520_000,
    languages: 'kz+ru',
    signedBy: ['forwarder', 'carrier'],
  },
  {
    cargoName: 'Минеральная вода в бутылках, 1,5 л',
    stops: ['shymkent', 'astana'],
    price: 610_000,
    languages: 'ru',
    signedBy: ['forwarder'],
  },
  ...DEMO_TRIP_CONTRACTS,
];

export async function seedDemoDocuments(
  deps: ServiceDeps,
  verifyUrlBase: string,
): Promise<boolean> {
  const { db } = deps;
  const byLogin = await demoSessions(db, [
    'forwarder@demo.kz',
    'carrier@demo.kz',
    'logist@demo.kz',
  ]);
  const forwarder = byLogin.get('forwarder@demo.kz');
  const carrier = byLogin.get('carrier@demo.kz');
  const logistician = byLogin.get('logist@demo.kz');
  const carrierId = carrier?.companyId;
  if (!forwarder?.companyId || !carrier || !carrierId || !logistician) return false;
  const [existing] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(eq(orderDocuments.forwarderCompanyId, forwarder.companyId))
    .limit(1);
  if (existing) return false;

  const seedingSince = new Date(Date.now() - 60_000);
  try {
    for (const demo of DEMO_CONTRACTS) {
      const order = await seedContract(
        deps,
        { forwarder, carrier, carrierId, verifyUrlBase },
        demo,
      );
      if (order && demo.trip) {
        await seedDemoTrip(deps, { forwarder, carrier, logistician }, order, {
          ...demo.trip,
          price: demo.price,
        });
      }
    }
  } finally {
    // As with the demo orders: the bells keep their curated notifications, not the seed's.
    await db
      .delete(notifications)
      .where(
        and(
          gte(notifications.createdAt, seedingSince),
          or(
            like(notifications.type, 'CONTRACT_%'),
            inArray(notifications.type, TRIP_NOTIFICATION_TYPES),
          ),
        ),
      );
  }
  return true;
}

async function seedContract(
  deps: ServiceDeps,
  people: { forwarder: AuthUser; carrier: AuthUser; carrierId: string; verifyUrlBase: string },
  demo: DemoContract,
): Promise<{ id: string; number: string } | null> {
  const { db } = deps;
  const { forwarder, carrier } = people;
  const fleet = await eligibleFleet(db, people.carrierId);
  const driver = fleet.drivers.at(-1);
  const vehicle = fleet.vehicles.at(-1);
  if (!driver || !vehicle) return null;
  const order = await createOrder(
    deps,
    forwarder,
    {
      ...tent,
      saveMode: 'PUBLISH',
      price: demo.price,
      currency: 'KZT',
      cargoName: demo.cargoName,
      cargoWeightTons: 18,
      cargoVolumeM3: 70,
      seats: 30,
      plannedLoadingDate: inDays(2),
      plannedUnloadingDate: inDays(5),
      route: route(...demo.stops),
      ...(demo.international ? { transportationType: 'INTERNATIONAL' as const } : {}),
    },
    NO_META,
  );
  const response = await createResponse(
    deps,
    carrier,
    order.id,
    {
      driverId: driver.id,
      vehicleId: vehicle.id,
      price: demo.price,
      currency: 'KZT',
      comment: 'Готовы выполнить рейс',
    },
    NO_META,
  );
  const selected = await acceptResponse(
    deps,
    forwarder,
    order.id,
    response.id,
    { version: order.version },
    NO_META,
  );
  const contract = await generateContract(
    deps,
    forwarder,
    order.id,
    { version: selected.version, languages: demo.languages },
    NO_META,
  );
  const sha256 = contract.current?.sha256;
  if (!sha256) return null;
  for (const side of demo.signedBy) {
    await signContract(
      deps,
      side === 'forwarder' ? forwarder : carrier,
      order.id,
      { version: selected.version + 1, documentSha256: sha256 },
      { ...NO_META, verifyUrlBase: people.verifyUrlBase },
    );
  }
  return { id: order.id, number: order.number };
}
