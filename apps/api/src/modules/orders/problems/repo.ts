import type { ProblemStatus } from '@freight/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { orderProblems } from '../../../db/schema.js';
import { readTogether } from '../../../db/read-together.js';
import { orderIdsMatchingSearch } from '../order-list-repo.js';

/** One page of problem reports in a status, newest first, optionally of orders matching `q`. */
export async function findProblemPage(
  db: DbExecutor,
  query: { status: ProblemStatus; limit: number; offset: number; q?: string | undefined },
): Promise<{ rows: { id: string; orderId: string }[]; total: number }> {
  const matching = query.q ? orderIdsMatchingSearch(db, query.q) : undefined;
  const where = and(
    eq(orderProblems.status, query.status),
    matching ? inArray(orderProblems.orderId, matching) : undefined,
  );
  const [rows, counted] = await readTogether(db, [
    () =>
      db
        .select({ id: orderProblems.id, orderId: orderProblems.orderId })
        .from(orderProblems)
        .where(where)
        .orderBy(desc(orderProblems.createdAt), desc(orderProblems.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.$count(orderProblems, where),
  ]);
  return { rows, total: counted };
}
