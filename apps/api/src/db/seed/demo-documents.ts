import type { DocumentLanguages } from '@freight/shared';
import { and, eq, gte, inArray, like } from 'drizzle-orm';
import { generateContract } from '../../modules/documents/generate-contract.js';
import { signContract } from '../../modules/documents/sign-contract.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { createOrder } from '../../modules/orders/create-order.js';
import { acceptResponse } from '../../modules/orders/responses/accept-response.js';
import { createResponse } from '../../modules/orders/responses/create-response.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { notifications, orderDocuments, users } from '../schema.js';
import { eligibleFleet, inDays, route, sessionOf, tent } from './demo-orders.js';

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
];

export async function seedDemoDocuments(
  deps: ServiceDeps,
  verifyUrlBase: string,
): Promise<boolean> {
  const { db } = deps;
  const accounts = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.email, ['forwarder@demo.kz', 'carrier@demo.kz']));
  const byLogin = new Map(accounts.map((account) => [account.email, sessionOf(account)]));
  const forwarder = byLogin.get('forwarder@demo.kz');
  const carrier = byLogin.get('carrier@demo.kz');
  const carrierId = carrier?.companyId;
  if (!forwarder?.companyId || !carrier || !carrierId) return false;
  const [existing] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(eq(orderDocuments.forwarderCompanyId, forwarder.companyId))
    .limit(1);
  if (existing) return false;

  const seedingSince = new Date(Date.now() - 60_000);
  try {
    for (const demo of DEMO_CONTRACTS) {
      await seedContract(deps, { forwarder, carrier, carrierId, verifyUrlBase }, demo);
    }
  } finally {
    // As with the demo orders: the bells keep their curated notifications, not the seed's.
    await db
      .delete(notifications)
      .where(
        and(gte(notifications.createdAt, seedingSince), like(notifications.type, 'CONTRACT_%')),
      );
  }
  return true;
}

async function seedContract(
  deps: ServiceDeps,
  people: { forwarder: AuthUser; carrier: AuthUser; carrierId: string; verifyUrlBase: string },
  demo: DemoContract,
): Promise<void> {
  const { db } = deps;
  const { forwarder, carrier } = people;
  const fleet = await eligibleFleet(db, people.carrierId);
  const driver = fleet.drivers.at(-1);
  const vehicle = fleet.vehicles.at(-1);
  if (!driver || !vehicle) return;
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
  if (!sha256) return;
  for (const side of demo.signedBy) {
    await signContract(
      deps,
      side === 'forwarder' ? forwarder : carrier,
      order.id,
      { version: selected.version + 1, documentSha256: sha256 },
      { ...NO_META, verifyUrlBase: people.verifyUrlBase },
    );
  }
}
