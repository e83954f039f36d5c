import {
  QuestionStatus,
  type QuestionAnswer,
  type QuestionDetail,
  type QuestionListQuery,
  type QuestionPage,
} from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { DbExecutor } from '../../db/client.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { questionAnswerMail } from './answer-mail.js';
import {
  findQuestion,
  findQuestionEvents,
  findQuestionPage,
  insertQuestionEvent,
  setQuestionStatus,
} from './question-repo.js';
import { toQuestionDetail, toQuestionSummary } from './question-view.js';

/** The moderators' inbox: questions newest first, filtered by status. */
export async function listQuestions(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: QuestionListQuery,
): Promise<QuestionPage> {
  assertPermission(actor, 'read:question:any');
  const { rows, total } = await findQuestionPage(db, query);
  return { items: rows.map(toQuestionSummary), total, page: query.page, pageSize: query.pageSize };
}

async function readDetail(db: DbExecutor, id: string): Promise<QuestionDetail> {
  const question = await findQuestion(db, id);
  if (!question) throw notFound();
  return toQuestionDetail(question, await findQuestionEvents(db, id));
}

export async function getQuestion(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<QuestionDetail> {
  assertPermission(actor, 'read:question:any');
  return readDetail(db, id);
}

/**
 * Answers by e-mail, in the visitor's language. The answer is recorded first; the mail goes
 * after the commit (the mailer keeps it in the outbox either way), and a failure to deliver is
 * logged rather than undoing a recorded answer. A question may be answered again (a follow-up);
 * a closed one must be reopened first.
 */
export async function answerQuestion(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'log'>,
  actor: AuthUser,
  id: string,
  answer: QuestionAnswer,
  meta: RequestMeta,
): Promise<QuestionDetail> {
  assertPermission(actor, 'answer:question:any');
  const question = await deps.db.transaction(async (tx) => {
    const locked = await findQuestion(tx, id, { forUpdate: true });
    if (!locked) throw notFound();
    if (locked.status === QuestionStatus.CLOSED) throw new AppError('QUESTION_CLOSED');
    await insertQuestionEvent(tx, {
      questionId: id,
      kind: 'ANSWERED',
      actorUserId: actor.id,
      text: answer.text,
    });
    await setQuestionStatus(tx, id, QuestionStatus.ANSWERED);
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'question',
      entityId: id,
      action: 'question.answered',
      before: { status: locked.status },
      after: { status: QuestionStatus.ANSWERED, answer: answer.text },
      ip: meta.ip,
    });
    return locked;
  });
  try {
    await deps.mailer.send(questionAnswerMail(question, answer.text));
  } catch (error) {
    deps.log.error({ err: error, questionId: id }, 'the answer to a question was not delivered');
  }
  return readDetail(deps.db, id);
}

/** Closes a question (no answer is needed) or reopens a closed one. */
export async function setQuestionClosed(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  closed: boolean,
  meta: RequestMeta,
): Promise<QuestionDetail> {
  assertPermission(actor, 'answer:question:any');
  await db.transaction(async (tx) => {
    const locked = await findQuestion(tx, id, { forUpdate: true });
    if (!locked) throw notFound();
    const isClosed = locked.status === QuestionStatus.CLOSED;
    if (closed && isClosed) throw new AppError('QUESTION_ALREADY_CLOSED');
    if (!closed && !isClosed) throw new AppError('QUESTION_NOT_CLOSED');
    // A reopened question returns to where it was: answered once it has an answer.
    const status = closed
      ? QuestionStatus.CLOSED
      : locked.answerCount > 0
        ? QuestionStatus.ANSWERED
        : QuestionStatus.NEW;
    await insertQuestionEvent(tx, {
      questionId: id,
      kind: closed ? 'CLOSED' : 'REOPENED',
      actorUserId: actor.id,
    });
    await setQuestionStatus(tx, id, status);
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'question',
      entityId: id,
      action: closed ? 'question.closed' : 'question.reopened',
      before: { status: locked.status },
      after: { status },
      ip: meta.ip,
    });
  });
  return readDetail(db, id);
}
