import { COMPANY_OWNER_ROLES } from '@freight/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  companies,
  drivers,
  orderResponses,
  orderRoutePoints,
  orders,
  users,
  vehicles,
} from '../../db/schema.js';

export type ContractOrderRow = typeof orders.$inferSelect;
export type ContractRoutePointRow = typeof orderRoutePoints.$inferSelect;

export interface ContractPartyRow {
  id: string;
  name: string;
  bin: string;
  legalAddress: string | null;
  actualAddress: string | null;
  signatoryPosition: string | null;
  /** The owner account signs for the company by default. */
  ownerName: string | null;
}

/** Everything a contract is built from, read in one place at the moment of generation. */
export interface ContractSource {
  order: ContractOrderRow;
  route: ContractRoutePointRow[];
  forwarder: ContractPartyRow;
  carrier: ContractPartyRow;
  response: typeof orderResponses.$inferSelect;
  driver: typeof drivers.$inferSelect;
  vehicle: typeof vehicles.$inferSelect;
}

async function findParty(db: DbExecutor, companyId: string): Promise<ContractPartyRow | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, COMPANY_OWNER_ROLES)))
    .limit(1);
  return {
    id: company.id,
    name: company.name,
    bin: company.bin,
    legalAddress: company.legalAddress,
    actualAddress: company.actualAddress,
    signatoryPosition: company.signatoryPosition,
    ownerName: owner
      ? [owner.lastName, owner.firstName, owner.middleName].filter(Boolean).join(' ')
      : null,
  };
}

/** The order with its selected response, or null when no carrier is selected. */
export async function findContractSource(
  db: DbExecutor,
  orderId: string,
): Promise<ContractSource | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.selectedResponseId || !order.selectedCarrierCompanyId) return null;
  const [response] = await db
    .select()
    .from(orderResponses)
    .where(eq(orderResponses.id, order.selectedResponseId));
  if (!response) return null;
  const [driver] = await db.select().from(drivers).where(eq(drivers.id, response.driverId));
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, response.vehicleId));
  const route = await db
    .select()
    .from(orderRoutePoints)
    .where(eq(orderRoutePoints.orderId, orderId))
    .orderBy(asc(orderRoutePoints.position));
  const forwarder = await findParty(db, order.ownerCompanyId);
  const carrier = await findParty(db, order.selectedCarrierCompanyId);
  if (!driver || !vehicle || !forwarder || !carrier) return null;
  return { order, route, forwarder, carrier, response, driver, vehicle };
}

/** The signer's name, position and company as they are at the moment of signing. */
export async function findSignerFacts(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
      role: users.role,
      email: users.email,
      companyId: companies.id,
      companyName: companies.name,
      companyBin: companies.bin,
      signatoryPosition: companies.signatoryPosition,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
