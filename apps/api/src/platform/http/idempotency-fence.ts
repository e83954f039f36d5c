import type { Database, DbExecutor, Tx } from '../../db/client.js';

const fencedDatabases = new WeakSet<Database>();

/**
 * The database as the services of a request see it while the request holds an
 * `Idempotency-Key` claim (platform/http/idempotency.ts): every transaction they open runs
 * `fence(tx)` last, so the claim is marked "work committed" if and only if the work commits,
 * and a request whose claim a retry took over rolls its work back. Everything else is the
 * database itself.
 */
export function fencedDatabase(db: Database, fence: (tx: Tx) => Promise<void>): Database {
  const fenced = Object.create(db) as Database;
  const transaction: Database['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      await fence(tx);
      return result;
    }, config);
  Object.defineProperty(fenced, 'transaction', { value: transaction });
  fencedDatabases.add(fenced);
  return fenced;
}

/**
 * A write that is one atomic statement needs no transaction of its own (decision 024), but
 * under a claim it takes one, so that the claim's fence commits with it.
 */
export function writeAtomically<T>(
  db: Database,
  write: (executor: DbExecutor) => Promise<T>,
): Promise<T> {
  return fencedDatabases.has(db) ? db.transaction((tx) => write(tx)) : write(db);
}
