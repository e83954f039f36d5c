import { resolveOrderParty, type OrderParty, type Permission } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../auth/access-token.js';
import { assertPermission } from '../auth/guard.js';
import { notFound } from '../errors/app-error.js';
import { CHAT_ATTACHMENT_KIND, findFileById, type FileRecord } from '../files/repo.js';
import {
  findMemberAccess,
  findOrderPartiesOfFile,
  findOrderStandings,
  findOwnSavedSearches,
  isAttachmentOfMembersConversation,
  type MemberAccess,
  type OrderStandingRow,
  type SavedSearchRow,
} from './access-repo.js';
import { isPlatformStaff, seesOrder } from './record-scopes.js';

/** Who asks: the signed-in user, or the order core's caller built from them. */
type Caller = Pick<AuthUser, 'id' | 'role' | 'companyId'>;

/**
 * The records of `ids` the caller reaches under one permission, by id, read once for the
 * decision and handed on; the others are not theirs.
 */
type ScopeResolver<Row> = (
  db: DbExecutor,
  caller: Caller,
  ids: readonly string[],
) => Promise<Map<string, Row>>;

/**
 * Who reads a stored file: a chat attachment its uploader and the members of its
 * conversation only, whatever the company or the role; any other file the platform's staff
 * (the security service vets every document), the users of the company it belongs to, and —
 * for a file attached to an order — the users of the order's owner and selected carrier.
 * Staged uploads belong to no company yet.
 */
async function readsFile(db: DbExecutor, caller: Caller, file: FileRecord): Promise<boolean> {
  if (file.kind === CHAT_ATTACHMENT_KIND) {
    return (
      file.uploadedBy === caller.id || isAttachmentOfMembersConversation(db, file.id, caller.id)
    );
  }
  if (isPlatformStaff(caller)) return true;
  if (!caller.companyId) return false;
  if (file.companyId === caller.companyId) return true;
  const parties = await findOrderPartiesOfFile(db, file.id);
  return (
    parties !== null &&
    (parties.ownerCompanyId === caller.companyId ||
      parties.selectedCarrierCompanyId === caller.companyId)
  );
}

const readableFiles: ScopeResolver<FileRecord> = async (db, caller, ids) => {
  const granted = new Map<string, FileRecord>();
  for (const id of ids) {
    const file = await findFileById(db, id);
    if (file && (await readsFile(db, caller, file))) granted.set(id, file);
  }
  return granted;
};

/** A saved search is its owner's alone (`:self`): another user's id answers 404. */
const ownSavedSearches: ScopeResolver<SavedSearchRow> = async (db, caller, ids) =>
  new Map((await findOwnSavedSearches(db, caller.id, ids)).map((search) => [search.id, search]));

/**
 * A conversation its members alone (`memberCondition`, the one statement of who belongs):
 * what membership allows them, by conversation.
 */
const conversationsOfMember: ScopeResolver<MemberAccess> = async (db, caller, ids) => {
  const granted = new Map<string, MemberAccess>();
  for (const id of ids) {
    const access = await findMemberAccess(db, id, caller.id);
    if (access) granted.set(id, access);
  }
  return granted;
};

/** How the caller stands to an order they see. */
/** How the caller stands to an order they see, with the facts of the order that decided it. */
export type OrderStanding = { party: OrderParty } & Pick<
  OrderStandingRow,
  'status' | 'selectedCarrierCompanyId'
>;

/** What decides whether a caller sees an order: its parties, its status, their responses. */
export type OrderStandingFacts = Pick<
  OrderStandingRow,
  | 'ownerCompanyId'
  | 'selectedCarrierCompanyId'
  | 'status'
  | 'ownResponses'
  | 'publicationStage'
  | 'offered'
>;

/**
 * The order resolver's rule (`seesOrder`): the forwarder side sees its company's orders,
 * carriers the published ones and those they responded to or were selected for, the
 * platform's staff all. Null: the caller does not see it. The order core applies it to the
 * row it has just locked, the resolver below to orders read by id.
 */
export function orderStandingOf(caller: Caller, order: OrderStandingFacts): OrderStanding | null {
  const party = resolveOrderParty(caller, order);
  if (!seesOrder(party, order)) return null;
  return { party, status: order.status, selectedCarrierCompanyId: order.selectedCarrierCompanyId };
}

const visibleOrders: ScopeResolver<OrderStanding> = async (db, caller, ids) => {
  const granted = new Map<string, OrderStanding>();
  for (const order of await findOrderStandings(db, caller.companyId, ids)) {
    const standing = orderStandingOf(caller, order);
    if (standing) granted.set(order.id, standing);
  }
  return granted;
};

/** The record each permission decided by record hands on (`action:entity:scope`). */
interface RecordOf {
  'read:file:party': FileRecord;
  'manage:saved_search:self': SavedSearchRow;
  'read:chat:party': MemberAccess;
  'read:order:party': OrderStanding;
}

type RecordPermission = keyof RecordOf & Permission;

/** The scope resolver of each permission decided by record. */
const RESOLVERS: { [P in RecordPermission]: ScopeResolver<RecordOf[P]> } = {
  'read:file:party': readableFiles,
  'manage:saved_search:self': ownSavedSearches,
  'read:chat:party': conversationsOfMember,
  'read:order:party': visibleOrders,
};

/**
 * Which of `ids` the caller may reach under `permission`: the permission table admits the
 * role (else 403), then the permission's scope resolver decides per record.
 */
export async function checkAccess<P extends RecordPermission>(
  db: DbExecutor,
  caller: Caller,
  permission: P,
  ids: readonly string[],
): Promise<Map<string, RecordOf[P]>> {
  assertPermission(caller, permission);
  return RESOLVERS[permission](db, caller, ids);
}

/**
 * The records of `ids`, in their order, if the caller may reach every one under `permission`:
 * 403 when the role may never, 404 (never 403) for a record that is not theirs (or none), so
 * ids cannot be probed.
 */
export async function requireAccess<
  P extends RecordPermission,
  const Ids extends readonly string[],
>(
  db: DbExecutor,
  caller: Caller,
  permission: P,
  ids: Ids,
): Promise<{ [K in keyof Ids]: RecordOf[P] }> {
  const granted = await checkAccess(db, caller, permission, ids);
  const records = ids.map((id) => {
    const record = granted.get(id);
    if (record === undefined) throw notFound();
    return record;
  });
  // One record per id, in their order: the tuple of ids the caller passed, as records.
  return records as { [K in keyof Ids]: RecordOf[P] };
}
