import type { QuestionEventKind, QuestionListQuery, QuestionStatus } from '@freight/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { questionEvents, questions, users } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = Pick<QuestionRow, 'name' | 'email' | 'question' | 'language' | 'ip'>;
export type QuestionWithAnswers = QuestionRow & { answerCount: number };

/**
 * Answers of the selected question. Written out with its own alias: drizzle leaves columns
 * unqualified in a one-table select, where `id` would name the subquery's own row.
 */
const answerCount = sql<number>`(select count(*)::int from question_events as answer
  where answer.question_id = "questions"."id" and answer.kind = 'ANSWERED')`;

export async function insertQuestion(db: DbExecutor, values: NewQuestion): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  if (!row) throw new Error('insert into questions returned nothing');
  await insertQuestionEvent(db, { questionId: row.id, kind: 'ASKED', actorUserId: null });
  return row;
}

export async function insertQuestionEvent(
  db: DbExecutor,
  event: { questionId: string; kind: QuestionEventKind; actorUserId: string | null; text?: string },
): Promise<void> {
  await db.insert(questionEvents).values({ ...event, text: event.text ?? null });
}

/** One page of the inbox, newest first; `q` searches the name, the e-mail and the text. */
export async function findQuestionPage(
  db: DbExecutor,
  query: QuestionListQuery,
): Promise<{ rows: QuestionWithAnswers[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(questions.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      ilike(questions.name, pattern),
      ilike(questions.email, pattern),
      ilike(questions.question, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ question: questions, answerCount })
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.question, answerCount: row.answerCount })),
    total: totalRow?.total ?? 0,
  };
}

/** The question, locked for the change about to be made when `forUpdate`. */
export async function findQuestion(
  db: DbExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuestionWithAnswers | null> {
  const select = db
    .select({ question: questions, answerCount })
    .from(questions)
    .where(eq(questions.id, id));
  const [row] = options.forUpdate ? await select.for('update', { of: questions }) : await select;
  return row ? { ...row.question, answerCount: row.answerCount } : null;
}

export async function setQuestionStatus(
  db: DbExecutor,
  id: string,
  status: QuestionStatus,
): Promise<void> {
  await db.update(questions).set({ status, updatedAt: new Date() }).where(eq(questions.id, id));
}

/** The question's history, oldest first, with who acted. */
export async function findQuestionEvents(db: DbExecutor, questionId: string) {
  const rows = await db
    .select({
      id: questionEvents.id,
      kind: questionEvents.kind,
      text: questionEvents.text,
      createdAt: questionEvents.createdAt,
      actor: {
        id: users.id,
        lastName: users.lastName,
        firstName: users.firstName,
        middleName: users.middleName,
        role: users.role,
      },
    })
    .from(questionEvents)
    .leftJoin(users, eq(users.id, questionEvents.actorUserId))
    .where(eq(questionEvents.questionId, questionId))
    .orderBy(asc(questionEvents.createdAt), asc(questionEvents.id));
  // A left join gives an object of nulls for the visitor's own question: no actor.
  return rows;
}
