import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.js';

type Results<Reads extends readonly (() => unknown)[]> = {
  -readonly [K in keyof Reads]: Reads[K] extends () => infer Value ? Awaited<Value> : never;
};

/**
 * Independent reads: side by side on the pool, each on a connection of its own, but one after
 * another inside a transaction. A transaction holds a single connection, and node-postgres
 * deprecates queueing a query on a client that is still busy (pg 9 removes it).
 */
export async function readTogether<const Reads extends readonly (() => unknown)[]>(
  db: DbExecutor,
  reads: Reads,
): Promise<Results<Reads>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
