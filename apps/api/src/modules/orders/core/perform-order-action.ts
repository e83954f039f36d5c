import {
  orderActionPermission,
  type OrderAction,
  type OrderActionCheck,
  type OrderActionInput,
  type OrderStatus,
  type Permission,
} from '@freight/shared';
import type { Database, DbExecutor, Tx } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { isStaleVersion } from '../../../platform/errors/version-check.js';
import type { StoredBlob } from '../../../platform/files/upload.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { moveOrderStatus } from './move-order-status.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
  type OrderAccess,
  type OrderCaller,
} from './order-access.js';
import { recordOrderAudit, type AuditSnapshot, type OrderAuditAction } from './order-audit.js';
import type { OrderLock, OrderRow } from './order-repo.js';
import { sendAfterCommit } from './send-after-commit.js';

/**
 * What the executor needs: the database always; the mailer and log when an action sends
 * e-mails, the file store when it stores files. The order wing's own actions notify in the
 * database only, so they are called with `{ db }`.
 */
export type OrderActionDeps = Pick<ServiceDeps, 'db'> &
  Partial<Pick<ServiceDeps, 'mailer' | 'log' | 'files'>>;

type AllowedCheck = OrderActionCheck & { allowed: true };

/** What an action reads before the state machine judges it, and how that changes the judging. */
export interface ActionReading {
  /** The access the machine should judge (a response's own company sees only that response). */
  access?: OrderAccess;
  /** The action's input to the machine (the eligibility of a chosen driver and vehicle). */
  input?: OrderActionInput;
}

/** What `read` answers: the facts above beside the action's own, which need none of them. */
type ReadFacts = ActionReading & Record<string, unknown>;

/** The order as the action found it, allowed by the state machine. */
export interface AllowedAction<Read> {
  caller: OrderCaller;
  access: OrderAccess;
  check: AllowedCheck;
  /** The status the check leaves the order in. */
  status: OrderStatus;
  read: Read;
}

/** The same, once the action's own checks passed, with what they found. */
export interface JudgedAction<Read, Verified> extends AllowedAction<Read> {
  verified: Verified;
}

/** What the action's own writes get, inside the transaction on the locked order. */
export interface ActionContext<Read, Verified, Prepared> extends JudgedAction<Read, Verified> {
  prepared: Prepared;
  /** Moves the order to `status` at the version read; a change in between is VERSION_CONFLICT. */
  moveStatus: () => Promise<OrderRow>;
  /** One audit row on the order, by the caller, with the request's network facts. */
  audit: (
    action: OrderAuditAction,
    entry: { before?: AuditSnapshot | null; after: AuditSnapshot },
  ) => Promise<void>;
  /** A blob stored for this action, removed again if the action does not commit. */
  removeOnFailure: (blob: StoredBlob) => void;
}

/** What the action's writes answer: its result, and the e-mails to send once committed. */
export type ActionChange<Result> = { mails?: readonly MailMessage[] } & (undefined extends Result
  ? { result?: Result }
  : { result: Result });

/**
 * One order action, declared by what differs from every other; `performOrderAction` runs the
 * rest. Judging runs `read`, the machine's check, `verify`, the version check, then
 * `verifyAtVersion`: before `prepare` on the unlocked order when `judgeBeforePrepare`, and
 * always in the transaction on the locked one, followed by `change`; `view` after the commit.
 */
export interface OrderActionStep<Read extends ReadFacts, Verified, Prepared, Result, View> {
  action: OrderAction;
  /** The role permission checked first; `orderActionPermission(action)` unless said. */
  permission?: Permission;
  meta: RequestMeta;
  /** The lock on the order row for the transaction; null reads it unlocked. */
  lock?: OrderLock | null;
  /** The version of the order the caller read; checked after the machine and `verify`. */
  version?: number;
  /** What the caller's version is compared with, when that is not the order's (a response's). */
  versionOf?(judged: JudgedAction<Read, Verified>): number;
  /**
   * The machine's input when it comes with the request, or from what `prepare` read (when
   * the action is judged before `prepare`, that first judging goes without it).
   */
  input?: OrderActionInput | ((prepared: Prepared) => OrderActionInput);
  /** Reads before the machine judges; may refuse what the path names (404) before it does. */
  read?(db: DbExecutor, ctx: { caller: OrderCaller; access: OrderAccess }): Promise<Read>;
  /** Refusals that answer after the machine's and before a stale version's. */
  verify?(db: DbExecutor, allowed: AllowedAction<Read>): Promise<Verified>;
  /** Refusals that answer only at the version the caller read. */
  verifyAtVersion?(db: DbExecutor, judged: JudgedAction<Read, Verified>): Promise<void> | void;
  /** The refusal to answer instead of the machine's (a more telling one). */
  refused?(error: AppError, access: OrderAccess): AppError;
  /** The error of a stale version, when telling why is worth a read. */
  stale?(db: DbExecutor): Promise<AppError>;
  /**
   * Judge the action on the unlocked order before `prepare`, so a refused action renders
   * nothing; the transaction judges it again on the locked order.
   */
  judgeBeforePrepare?: boolean;
  /** Slow work outside the transaction's locks (rendering a PDF, reading the fleet). */
  prepare?(ctx: {
    db: Database;
    caller: OrderCaller;
    judged: JudgedAction<Read, Verified> | null;
    removeOnFailure: (blob: StoredBlob) => void;
  }): Promise<Prepared>;
  /**
   * Whether the facts `prepare` worked from still hold on the locked order. When not, the
   * transaction is undone and the action prepared once more; a second miss is VERSION_CONFLICT.
   */
  stillPrepared?(
    tx: DbExecutor,
    judged: JudgedAction<Read, Verified> & { prepared: Prepared },
  ): Promise<boolean>;
  /** The action's own writes, the status move and audit among them, in the transaction. */
  change(tx: Tx, ctx: ActionContext<Read, Verified, Prepared>): Promise<ActionChange<Result>>;
  /** The answer, read once the locks are gone. */
  view(
    db: Database,
    caller: OrderCaller,
    outcome: { access: OrderAccess; result: Result },
  ): Promise<View>;
}

/**
 * Runs an order action the one way they all run: the role's permission, the caller's
 * standing, the slow preparation outside the locks, then one transaction on the visible,
 * locked order (the state machine's check, the action's refusals, the version the caller
 * read, the action's writes); after the commit the e-mails and the answer. Whatever the
 * action stored for itself is removed again when it does not commit.
 */
export async function performOrderAction<
  Read extends ReadFacts = ReadFacts,
  Verified = undefined,
  Prepared = undefined,
  Result = undefined,
  View = unknown,
>(
  deps: OrderActionDeps,
  actor: AuthUser,
  orderId: string,
  step: OrderActionStep<Read, Verified, Prepared, Result, View>,
): Promise<View> {
  assertPermission(actor, step.permission ?? orderActionPermission(step.action));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  let outcome: { access: OrderAccess; result: Result; mails: readonly MailMessage[] };
  for (let attempt = 1; ; attempt += 1) {
    const stored: StoredBlob[] = [];
    try {
      outcome = await prepareAndCommit(db, caller, orderId, step, stored);
      break;
    } catch (error) {
      if (stored.length > 0) {
        const files = requireDep(deps.files, 'files');
        await Promise.all(stored.map((blob) => files.remove(blob.key)));
      }
      if (!(error instanceof PreparationOutdated)) throw error;
      // Prepared from facts the locked order no longer shows: once more from the new facts.
      if (attempt === PREPARATION_ATTEMPTS) throw new AppError('VERSION_CONFLICT');
    }
  }
  if (outcome.mails.length > 0) {
    await sendAfterCommit(
      { mailer: requireDep(deps.mailer, 'mailer'), log: requireDep(deps.log, 'log') },
      outcome.mails,
    );
  }
  return step.view(db, caller, outcome);
}

/** How often an action prepares before a change under it answers VERSION_CONFLICT. */
const PREPARATION_ATTEMPTS = 2;

/** Thrown in the transaction to undo it when what `prepare` used no longer holds. */
class PreparationOutdated extends Error {}

/** Prepare outside the locks, then the transaction: judging, the check of what was prepared, the change. */
async function prepareAndCommit<Read extends ReadFacts, Verified, Prepared, Result, View>(
  db: Database,
  caller: OrderCaller,
  orderId: string,
  step: OrderActionStep<Read, Verified, Prepared, Result, View>,
  stored: StoredBlob[],
) {
  const removeOnFailure = (blob: StoredBlob) => void stored.push(blob);
  const judgedFirst = step.judgeBeforePrepare
    ? await judge(db, caller, orderId, step, { lock: undefined, prepared: null })
    : null;
  const prepared = step.prepare
    ? await step.prepare({ db, caller, judged: judgedFirst, removeOnFailure })
    : (undefined as Prepared);
  return db.transaction(async (tx) => {
    const lock = step.lock === undefined ? 'update' : (step.lock ?? undefined);
    const judged = await judge(tx, caller, orderId, step, { lock, prepared: { prepared } });
    if (step.stillPrepared && !(await step.stillPrepared(tx, { ...judged, prepared }))) {
      throw new PreparationOutdated();
    }
    const { access, status } = judged;
    const change = await step.change(tx, {
      ...judged,
      prepared,
      moveStatus: () => moveOrderStatus(tx, orderId, access.order.version, status),
      audit: (action, entry) =>
        recordOrderAudit(tx, {
          actorUserId: caller.id,
          orderId,
          action,
          ...entry,
          meta: step.meta,
        }),
      removeOnFailure,
    });
    return { access, result: change.result as Result, mails: change.mails ?? [] };
  });
}

/** The visible order, the action's reads, the machine's check, its refusals, the version. */
async function judge<Read extends ReadFacts, Verified, Prepared, Result, View>(
  db: DbExecutor,
  caller: OrderCaller,
  orderId: string,
  step: OrderActionStep<Read, Verified, Prepared, Result, View>,
  { lock, prepared }: { lock: OrderLock | undefined; prepared: { prepared: Prepared } | null },
): Promise<JudgedAction<Read, Verified>> {
  const visible = await requireVisibleOrder(db, caller, orderId, lock);
  const input =
    typeof step.input === 'function' ? (prepared ? step.input(prepared.prepared) : {}) : step.input;
  const read = step.read ? await step.read(db, { caller, access: visible }) : ({} as Read);
  const access = read.access ?? visible;
  let check: AllowedCheck;
  try {
    check = assertOrderAction(caller, access, step.action, { ...input, ...read.input });
  } catch (error) {
    throw error instanceof AppError && step.refused ? step.refused(error, access) : error;
  }
  const status = statusAfter(check, access.order.status);
  const unverified = { caller, access, check, status, read };
  const verified = step.verify ? await step.verify(db, unverified) : (undefined as Verified);
  const judged = { ...unverified, verified };
  if (typeof step.version === 'number') {
    const current = step.versionOf ? step.versionOf(judged) : access.order.version;
    if (isStaleVersion(current, step.version)) {
      throw step.stale ? await step.stale(db) : new AppError('VERSION_CONFLICT');
    }
  }
  await step.verifyAtVersion?.(db, judged);
  return judged;
}

/** A dependency the action's declared work needs; its absence is a wiring mistake. */
function requireDep<T>(dep: T | undefined, name: string): T {
  if (dep === undefined) throw new Error(`an order action that uses ${name} needs it in its deps`);
  return dep;
}
