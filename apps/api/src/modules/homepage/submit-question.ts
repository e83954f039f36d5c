import { NotificationType, type QuestionCreate } from '@freight/shared';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { notifyHoldersOf } from '../notifications/service.js';
import { insertQuestion } from './question-repo.js';

/**
 * A visitor's question from the homepage. A filled honeypot (`website`, hidden from people)
 * marks a robot: it gets the same answer as a person and nothing is stored. A stored question
 * notifies everyone who may answer it, live, in the same transaction.
 */
export async function submitQuestion(
  { db }: Pick<ServiceDeps, 'db'>,
  form: QuestionCreate,
  meta: RequestMeta,
): Promise<void> {
  if (form.website !== undefined && form.website.trim() !== '') return;
  await db.transaction(async (tx) => {
    const question = await insertQuestion(tx, {
      name: form.name,
      email: form.email,
      question: form.question,
      language: form.language,
      ip: meta.ip,
    });
    await notifyHoldersOf(tx, 'answer:question:any', {
      type: NotificationType.QUESTION_RECEIVED,
      params: { name: question.name },
      message: `New question from ${question.name}`,
      link: `/questions?open=${question.id}`,
    });
  });
}
