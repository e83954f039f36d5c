import {
  CARRIER_POOL_LIMIT,
  CarrierPoolSource,
  NotificationType,
  OrderParty,
  OrderStatus,
  type CarrierPool,
  type CarrierPoolAdd,
  type CarrierPoolListings,
  type CarrierPoolMember,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { forwarderScopeOf, requireOwnCompany } from '../../platform/access/own-company.js';
import { requireAccess } from '../../platform/access/require-access.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { notifyCompany } from '../notifications/service.js';
import {
  deletePoolMember,
  findApprovedCarrier,
  findPoolListings,
  findPoolMember,
  findPoolMembers,
  insertPoolMember,
  lockPoolSize,
  type PoolMemberRow,
} from './carrier-pool-repo.js';

/** The carrier's page of the forwarders that list it (the web's route). */
const MY_FORWARDERS_LINK = '/my-forwarders';

/**
 * A forwarder company's own carriers (issue 32, DESIGN §8): the pool its loads can be offered
 * to first. Kept by the company's forwarder side; each carrier sees who lists it.
 */

export async function listCarrierPool(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<CarrierPool> {
  assertPermission(actor, 'manage:carrier_pool:own');
  const forwarder = await forwarderScopeOf(db, actor, { approved: false });
  const rows = await findPoolMembers(db, forwarder.id);
  return { items: rows.map(toPoolMember), limit: CARRIER_POOL_LIMIT };
}

/**
 * Adds a carrier the security service approved, named by a completed order of the company's,
 * by its card or by its BIN. A carrier already in the pool stays as it was first added
 * (`added: false`), so the same request twice adds it once.
 */
export async function addToCarrierPool(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  input: CarrierPoolAdd,
  meta: RequestMeta,
): Promise<{ member: CarrierPoolMember; added: boolean }> {
  assertPermission(actor, 'manage:carrier_pool:own');
  const forwarder = await forwarderScopeOf(db, actor, { approved: true });
  const carrierCompanyId = await carrierNamedBy(db, actor, input);
  const orderId = input.source === CarrierPoolSource.ORDER ? input.orderId : null;
  const added = await db.transaction(async (tx) => {
    if (await findPoolMember(tx, forwarder.id, carrierCompanyId)) return false;
    if ((await lockPoolSize(tx, forwarder.id)) >= CARRIER_POOL_LIMIT) {
      throw new AppError('CARRIER_POOL_LIMIT_REACHED');
    }
    const inserted = await insertPoolMember(tx, {
      forwarderCompanyId: forwarder.id,
      carrierCompanyId,
      source: input.source,
      orderId,
      addedBy: actor.id,
    });
    if (inserted) {
      await recordAudit(tx, {
        actorUserId: actor.id,
        entityType: 'company',
        entityId: forwarder.id,
        action: 'carrier_pool.added',
        after: { carrierCompanyId, source: input.source, orderId },
        ip: meta.ip,
      });
      // The carrier hears of it once: its loads may now come to it before the board's.
      await notifyCompany(tx, carrierCompanyId, {
        type: NotificationType.CARRIER_POOL_ADDED,
        params: { companyName: forwarder.name },
        message: `${forwarder.name} added your company to its own carriers`,
        link: MY_FORWARDERS_LINK,
      });
    }
    return inserted;
  });
  const member = await findPoolMember(db, forwarder.id, carrierCompanyId);
  // Removed again between the commit and this read: as good as never added.
  if (!member) throw notFound();
  return { member: toPoolMember(member), added };
}

/**
 * The carrier company the request names: the carrier that completed the company's own order,
 * or an approved carrier by id or BIN. Any other order answers 404 like any order the caller
 * may not see; an unapproved or unknown carrier CARRIER_POOL_CARRIER_NOT_FOUND.
 */
async function carrierNamedBy(
  db: DbExecutor,
  actor: AuthUser,
  input: CarrierPoolAdd,
): Promise<string> {
  if (input.source === CarrierPoolSource.ORDER) {
    const [deal] = await requireAccess(db, actor, 'read:order:party', [input.orderId]);
    if (deal.party !== OrderParty.OWNER_COMPANY) throw notFound();
    if (deal.status !== OrderStatus.COMPLETED || !deal.selectedCarrierCompanyId) {
      throw new AppError('CARRIER_POOL_ORDER_NOT_COMPLETED');
    }
    return deal.selectedCarrierCompanyId;
  }
  const carrier = await findApprovedCarrier(
    db,
    input.source === CarrierPoolSource.BIN ? { bin: input.bin } : { id: input.carrierCompanyId },
  );
  if (!carrier) throw new AppError('CARRIER_POOL_CARRIER_NOT_FOUND');
  return carrier.id;
}

/** Takes a carrier out of the pool; 404 when it is not in it. */
export async function removeFromCarrierPool(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  carrierCompanyId: string,
  meta: RequestMeta,
): Promise<void> {
  assertPermission(actor, 'manage:carrier_pool:own');
  const forwarder = await forwarderScopeOf(db, actor, { approved: false });
  await db.transaction(async (tx) => {
    const removed = await deletePoolMember(tx, forwarder.id, carrierCompanyId);
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'company',
      entityId: forwarder.id,
      action: 'carrier_pool.removed',
      before: { carrierCompanyId, source: removed.source, orderId: removed.orderId },
      ip: meta.ip,
    });
  });
}

/** The forwarders that list the caller's carrier among their own. */
export async function listCarrierPoolListings(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<CarrierPoolListings> {
  assertPermission(actor, 'read:carrier_pool_listing:own');
  const carrier = await requireOwnCompany(db, actor);
  const rows = await findPoolListings(db, carrier.id);
  return {
    items: rows.map((row) => ({
      forwarderCompanyId: row.forwarderCompanyId,
      companyName: row.companyName,
      bin: row.bin,
      addedAt: row.createdAt.toISOString(),
    })),
  };
}

function toPoolMember(row: PoolMemberRow): CarrierPoolMember {
  return {
    carrierCompanyId: row.carrierCompanyId,
    companyName: row.companyName,
    bin: row.bin,
    source: row.source,
    orderNumber: row.orderNumber,
    addedAt: row.createdAt.toISOString(),
    addedBy:
      row.addedByFirstName === null
        ? null
        : { firstName: row.addedByFirstName, lastName: row.addedByLastName ?? '' },
    completedDeals: row.completedDeals,
  };
}
