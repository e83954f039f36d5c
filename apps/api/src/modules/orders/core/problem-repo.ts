import type { GeneratedProblem, OrderProblem } from '@freight/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { companies, orderProblems, users } from '../../../db/schema.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { personName } from './order-repo.js';

export type ProblemRow = typeof orderProblems.$inferSelect;

/** Files a report; the partial unique index refuses a second open one on the order. */
export async function insertProblem(
  db: DbExecutor,
  values: {
    orderId: string;
    description: string;
    generated?: GeneratedProblem;
    reportedBy: string;
  },
): Promise<ProblemRow> {
  try {
    const [row] = await db.insert(orderProblems).values(values).returning();
    if (!row) throw new Error('problem not inserted');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'order_problems_one_open_per_order')) {
      throw new AppError('PROBLEM_ALREADY_OPEN');
    }
    throw error;
  }
}

export async function findProblemOfOrder(
  db: DbExecutor,
  orderId: string,
  problemId: string,
): Promise<ProblemRow | null> {
  const [row] = await db
    .select()
    .from(orderProblems)
    .where(and(eq(orderProblems.id, problemId), eq(orderProblems.orderId, orderId)));
  return row ?? null;
}

/** Records the CB's decision on a report that is still open; null when it is not. */
export async function recordProblemDecision(
  db: DbExecutor,
  problemId: string,
  decision: {
    decidedBy: string;
    decisionComment: string;
    newStatus: ProblemRow['newStatus'];
    atFaultSide: ProblemRow['atFaultSide'];
  },
): Promise<ProblemRow | null> {
  const [row] = await db
    .update(orderProblems)
    .set({ ...decision, status: 'DECIDED', decidedAt: new Date() })
    .where(and(eq(orderProblems.id, problemId), eq(orderProblems.status, 'OPEN')))
    .returning();
  return row ?? null;
}

const reporter = alias(users, 'reporter');
const reporterCompany = alias(companies, 'reporter_company');
const decider = alias(users, 'decider');

/** Problems with who reported and who decided, newest first. */
export async function findProblemViews(db: DbExecutor, where: SQL): Promise<OrderProblem[]> {
  const rows = await db
    .select({
      problem: orderProblems,
      reporter: {
        id: reporter.id,
        firstName: reporter.firstName,
        lastName: reporter.lastName,
        role: reporter.role,
      },
      reporterCompanyName: reporterCompany.name,
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(orderProblems)
    .innerJoin(reporter, eq(reporter.id, orderProblems.reportedBy))
    .leftJoin(reporterCompany, eq(reporterCompany.id, reporter.companyId))
    .leftJoin(decider, eq(decider.id, orderProblems.decidedBy))
    .where(where)
    .orderBy(desc(orderProblems.createdAt), desc(orderProblems.id));
  return rows.map((row) => ({
    id: row.problem.id,
    description: row.problem.description,
    generated: row.problem.generated,
    status: row.problem.status,
    reportedBy: {
      id: row.reporter.id,
      name: personName(row.reporter),
      role: row.reporter.role as OrderProblem['reportedBy']['role'],
      companyName: row.reporterCompanyName,
    },
    reportedAt: row.problem.createdAt.toISOString(),
    decisionComment: row.problem.decisionComment,
    newStatus: row.problem.newStatus,
    decidedBy: row.decider ? { id: row.decider.id, name: personName(row.decider) } : null,
    decidedAt: row.problem.decidedAt?.toISOString() ?? null,
  }));
}

export const problemsOfOrder = (orderId: string): SQL => eq(orderProblems.orderId, orderId);
export const problemsWithIds = (ids: readonly string[]): SQL => inArray(orderProblems.id, [...ids]);
