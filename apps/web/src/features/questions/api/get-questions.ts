import {
  questionDetailSchema,
  questionPageSchema,
  type QuestionDetail,
  type QuestionListQuery,
  type QuestionPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

export const questionKeys = {
  all: ['questions'] as const,
  list: (query: QuestionListQuery) => ['questions', 'list', query] as const,
  detail: (id: string) => ['questions', 'detail', id] as const,
};

export function getQuestions(
  query: QuestionListQuery,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  return http.get('/questions', questionPageSchema, {
    query: listQueryParams(query),
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

/** `/questions`: the visitors' questions, newest first, a page at a time. */
export function questionListQueryOptions(query: QuestionListQuery) {
  return queryOptions({
    queryKey: questionKeys.list(query),
    queryFn: ({ signal }) => getQuestions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function getQuestion(id: string, signal?: AbortSignal): Promise<QuestionDetail> {
  return http.get(`/questions/${encodeURIComponent(id)}`, questionDetailSchema, {
    signal,
    showErrors: false,
  });
}

/** One question with its history, for the drawer. */
export function questionQueryOptions(id: string) {
  return queryOptions({
    queryKey: questionKeys.detail(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}
