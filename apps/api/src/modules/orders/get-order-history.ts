import { OrderParty, type OrderHistoryEntry, type Role } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { loadOrderCaller, requireVisibleOrder, type OrderCaller } from './core/order-access.js';
import { AUDIT_REFERENCE_KEYS, type AuditSnapshot } from './core/order-audit.js';
import { findOrderAuditRows, personName, type OrderAuditRow } from './core/order-repo.js';

type HistoryValue = OrderHistoryEntry['changes'][number]['from'];

/** Route points and seat dimensions read as text; other composite values as JSON. */
function historyValue(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value) && value.every(isRoutePoint)) {
    return value.map((point) => `${point.city}, ${point.address}`).join(' → ');
  }
  if (isSeatDimensions(value)) return `${value.lengthM} × ${value.widthM} × ${value.heightM} m`;
  return JSON.stringify(value);
}

function isRoutePoint(value: unknown): value is { city: string; address: string } {
  return typeof value === 'object' && value !== null && 'city' in value && 'address' in value;
}

function isSeatDimensions(
  value: unknown,
): value is Record<'lengthM' | 'widthM' | 'heightM', number> {
  return typeof value === 'object' && value !== null && 'lengthM' in value;
}

function asSnapshot(value: unknown): AuditSnapshot {
  return typeof value === 'object' && value !== null ? (value as AuditSnapshot) : {};
}

/** `{field, from, to}` for every key whose value differs between the audit row's two sides. */
export function auditChanges(before: unknown, after: unknown): OrderHistoryEntry['changes'] {
  const from = asSnapshot(before);
  const to = asSnapshot(after);
  const hidden: readonly string[] = AUDIT_REFERENCE_KEYS;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (field) => !hidden.includes(field),
  );
  return fields
    .map((field) => ({ field, from: historyValue(from[field]), to: historyValue(to[field]) }))
    .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
}

/** The entries that concern both parties once the carrier is chosen: problems, contract, trip. */
const SELECTED_CARRIER_SUBJECTS: readonly string[] = [
  'problem',
  'contract',
  'trip',
  'document',
  'file',
  'payment',
  'rating',
];

/**
 * Which entries a reader sees, by the same rule as the order view: the owner side and
 * platform staff everything; a carrier the order's own changes and its company's responses,
 * the selected one also the problem reports, the contract and the trip; deletion requests
 * stay with the owner side.
 */
function visibleTo(caller: OrderCaller, party: OrderParty, row: OrderAuditRow): boolean {
  if (party === OrderParty.OWNER_COMPANY || party === OrderParty.PLATFORM) return true;
  const [subject] = row.action.split('.');
  if (subject === 'response') {
    const concerns =
      asSnapshot(row.after).carrierCompanyId ?? asSnapshot(row.before).carrierCompanyId;
    return concerns === caller.companyId;
  }
  if (SELECTED_CARRIER_SUBJECTS.includes(subject ?? '')) {
    return party === OrderParty.SELECTED_CARRIER;
  }
  return subject === 'order' || subject === 'status';
}

/** Every change to the order, oldest first, as the audit recorded it. */
export async function getOrderHistory(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<OrderHistoryEntry[]> {
  assertPermission(actor, 'read:order:party');
  const caller = await loadOrderCaller(db, actor);
  const { party } = await requireVisibleOrder(db, caller, orderId);
  const rows = await findOrderAuditRows(db, orderId);
  return rows
    .filter((row) => visibleTo(caller, party, row))
    .map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actor
        ? { id: row.actor.id, name: personName(row.actor), role: row.actor.role as Role }
        : null,
      action: row.action,
      changes: auditChanges(row.before, row.after),
    }));
}
