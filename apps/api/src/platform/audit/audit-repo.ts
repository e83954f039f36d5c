import type { DbExecutor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  actorUserId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** The insert of one audit row, awaited alone or made part of the change's own statement. */
export function auditInsert(db: DbExecutor, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Appends one audit row; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}
