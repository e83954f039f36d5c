import type { QuestionDetail, QuestionSummary } from '@freight/shared';
import type { QuestionWithAnswers } from './question-repo.js';

export function toQuestionSummary(row: QuestionWithAnswers): QuestionSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    question: row.question,
    language: row.language,
    status: row.status,
    answerCount: row.answerCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestionDetail(
  row: QuestionWithAnswers,
  events: readonly {
    id: string;
    kind: QuestionDetail['events'][number]['kind'];
    text: string | null;
    createdAt: Date;
    actor: QuestionDetail['events'][number]['actor'];
  }[],
): QuestionDetail {
  return {
    ...toQuestionSummary(row),
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
}
