import { questionDetailSchema, type QuestionDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { questionKeys } from './get-questions';

export type QuestionAction =
  | { kind: 'answer'; id: string; text: string }
  | { kind: 'close'; id: string }
  | { kind: 'reopen'; id: string };

/** Answers (the server e-mails the visitor), closes or reopens a question. */
export function actOnQuestion(action: QuestionAction): Promise<QuestionDetail> {
  const path = `/questions/${encodeURIComponent(action.id)}/${action.kind}`;
  const body = action.kind === 'answer' ? { text: action.text } : undefined;
  // Forms show their errors inline; close and reopen report theirs in a toast.
  return http.post(path, questionDetailSchema, body, { showErrors: action.kind !== 'answer' });
}

export function useQuestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnQuestion,
    onSuccess: (detail) => queryClient.setQueryData(questionKeys.detail(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
