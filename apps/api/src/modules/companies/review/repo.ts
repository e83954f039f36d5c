import { CompanyKind, COMPANY_OWNER_ROLES, type CompanyListQuery } from '@freight/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client.js';
import { companies, users } from '../../../db/schema.js';
import { containsPattern } from '../../../db/search.js';
import type { CompanyRow, UserRow } from '../company-repo.js';
import { readTogether } from '../../../db/read-together.js';

const owner = alias(users, 'owner');
const ownerJoin = and(eq(owner.companyId, companies.id), inArray(owner.role, COMPANY_OWNER_ROLES));

const SORTS: Record<string, SQL[]> = {
  createdAt: [asc(companies.createdAt)],
  '-createdAt': [desc(companies.createdAt)],
  name: [asc(companies.name)],
  '-name': [desc(companies.name)],
};

/** Registered companies (never the platform's own), filtered and searched, one page of them. */
export async function findCompanyPage(
  db: DbExecutor,
  query: CompanyListQuery,
): Promise<{ rows: { company: CompanyRow; owner: UserRow | null }[]; total: number }> {
  const conditions: SQL[] = [
    inArray(companies.kind, query.kind ? [query.kind] : Object.values(CompanyKind)),
  ];
  if (query.status) conditions.push(eq(companies.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      ilike(companies.name, pattern),
      ilike(companies.bin, pattern),
      ilike(owner.email, pattern),
      ilike(sql`${owner.lastName} || ' ' || ${owner.firstName}`, pattern),
      ilike(sql`${owner.firstName} || ' ' || ${owner.lastName}`, pattern),
      ilike(owner.middleName, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select({ company: companies, owner })
        .from(companies)
        .leftJoin(owner, ownerJoin)
        .where(where)
        .orderBy(...(SORTS[query.sort ?? ''] ?? SORTS['-createdAt'] ?? []), asc(companies.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ total: count() }).from(companies).leftJoin(owner, ownerJoin).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The company whose owner signs in with `login` (the spec's `/expeditor/{login}`). */
export async function findCompanyByOwnerLogin(
  db: DbExecutor,
  login: string,
  kind: CompanyKind,
): Promise<CompanyRow | null> {
  const [row] = await db
    .select({ company: companies })
    .from(companies)
    .innerJoin(owner, ownerJoin)
    .where(and(eq(owner.email, login.trim().toLowerCase()), eq(companies.kind, kind)))
    .limit(1);
  return row?.company ?? null;
}
