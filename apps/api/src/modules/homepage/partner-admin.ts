import {
  type PartnerList,
  type PartnerOrder,
  type PartnerUpdate,
  type Partner,
  ValidationMessage,
  partnerFieldsSchema,
} from '@freight/shared';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { insertFile } from '../../platform/files/repo.js';
import type { StoredBlob } from '../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import {
  deleteFileRow,
  deletePartnerRow,
  findPartner,
  findPartnerWithLogo,
  findPartners,
  insertPartner,
  setPartnerPositions,
  updatePartner,
  type PartnerRow,
} from './partner-repo.js';
import { toPublicPartner } from './public-home.js';

type PartnerFieldValues = z.output<typeof partnerFieldsSchema>;

/** `files.kind` of a partner's logo. */
export const PARTNER_LOGO_FILE_KIND = 'PARTNER_LOGO';

function toPartner(row: PartnerRow): Partner {
  return {
    ...toPublicPartner(row),
    visible: row.visible,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function audited(row: PartnerRow) {
  return { name: row.name, url: row.url, visible: row.visible, position: row.position };
}

/** Records an admin's change of the partners, inside its transaction. */
function auditPartner(
  tx: Parameters<typeof recordAudit>[0],
  actor: AuthUser,
  meta: RequestMeta,
  change: { partnerId: string; action: string; before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(tx, {
    actorUserId: actor.id,
    entityType: 'partner',
    entityId: change.partnerId,
    action: `partner.${change.action}`,
    before: change.before,
    after: change.after,
    ip: meta.ip,
  });
}

/** The admin's list: every partner, hidden ones too, in the homepage's order. */
export async function listPartners(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<PartnerList> {
  assertPermission(actor, 'manage:partner:any');
  return { items: (await findPartners(db, false)).map(toPartner) };
}

/**
 * Reads the create form's text fields with the shared schema, reporting every problem at once
 * (the missing logo included) as the JSON routes do.
 */
export function readPartnerForm(
  fields: Record<string, string>,
  logo: StoredBlob | undefined,
): { fields: PartnerFieldValues; logo: StoredBlob } {
  const result = partnerFieldsSchema.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  }
  if (!logo) problems.logo = ValidationMessage.FILE_REQUIRED;
  if (!result.success || !logo) throw new AppError('VALIDATION_FAILED', { fields: problems });
  return { fields: result.data, logo };
}

/** A new partner with its logo (already checked and stored); it goes last, visible. */
export async function createPartner(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  fields: PartnerFieldValues,
  logo: StoredBlob,
  meta: RequestMeta,
): Promise<Partner> {
  assertPermission(actor, 'manage:partner:any');
  return db.transaction(async (tx) => {
    const file = await insertFile(tx, {
      blob: logo,
      kind: PARTNER_LOGO_FILE_KIND,
      companyId: null,
      // Set, so the sweeper of unclaimed registration uploads never takes a logo for one.
      uploadedBy: actor.id,
    });
    const partner = await insertPartner(tx, { ...fields, logoFileId: file.id });
    await auditPartner(tx, actor, meta, {
      partnerId: partner.id,
      action: 'created',
      after: audited(partner),
    });
    return toPartner(partner);
  });
}

/** Renames, relinks, hides or shows a partner. */
export async function changePartner(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  changes: PartnerUpdate,
  meta: RequestMeta,
): Promise<Partner> {
  assertPermission(actor, 'manage:partner:any');
  return db.transaction(async (tx) => {
    const before = await findPartner(tx, id);
    if (!before) throw notFound();
    const after = await updatePartner(tx, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.url !== undefined ? { url: changes.url } : {}),
      ...(changes.visible !== undefined ? { visible: changes.visible } : {}),
    });
    if (!after) throw notFound();
    await auditPartner(tx, actor, meta, {
      partnerId: id,
      action: 'updated',
      before: audited(before),
      after: audited(after),
    });
    return toPartner(after);
  });
}

/**
 * Puts the partners in the given order. The list must name every partner exactly once: an
 * order made from a stale list (a partner added or deleted meanwhile) is refused, not guessed.
 */
export async function reorderPartners(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  order: PartnerOrder,
  meta: RequestMeta,
): Promise<PartnerList> {
  assertPermission(actor, 'manage:partner:any');
  return db.transaction(async (tx) => {
    const current = await findPartners(tx, false);
    const known = new Set(current.map((partner) => partner.id));
    const given = new Set(order.ids);
    const complete =
      given.size === order.ids.length &&
      given.size === known.size &&
      order.ids.every((id) => known.has(id));
    if (!complete) {
      throw new AppError('VALIDATION_FAILED', { fields: { ids: ValidationMessage.INVALID } });
    }
    await setPartnerPositions(tx, order.ids);
    await auditPartner(tx, actor, meta, {
      // The order is one change of the whole list; it is recorded on the first partner.
      partnerId: order.ids[0] ?? '',
      action: 'reordered',
      before: { ids: current.map((partner) => partner.id) },
      after: { ids: order.ids },
    });
    return { items: (await findPartners(tx, false)).map(toPartner) };
  });
}

/** Deletes a partner and its logo (the bytes go once the rows are gone). */
export async function deletePartner(
  { db, files }: Pick<ServiceDeps, 'db' | 'files'>,
  actor: AuthUser,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  assertPermission(actor, 'manage:partner:any');
  const storageKey = await db.transaction(async (tx) => {
    const found = await findPartnerWithLogo(tx, id);
    if (!found) throw notFound();
    await deletePartnerRow(tx, id);
    await deleteFileRow(tx, found.logo.id);
    await auditPartner(tx, actor, meta, {
      partnerId: id,
      action: 'deleted',
      before: audited(found.partner),
    });
    return found.logo.storageKey;
  });
  await files.remove(storageKey);
}

/**
 * A partner's logo with its file record. Logos are public, hidden partners' too: the admin's
 * screen shows them in an `<img>`, which sends no token, and a logo is no secret.
 */
export async function findPartnerLogo({ db }: Pick<ServiceDeps, 'db'>, id: string) {
  const found = await findPartnerWithLogo(db, id);
  if (!found) throw notFound();
  return found;
}
