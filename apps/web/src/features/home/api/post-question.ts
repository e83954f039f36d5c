import type { QuestionCreate } from '@freight/shared';
import { ApiError } from '../../../lib/http/api-error';
import { IDEMPOTENCY_KEY_HEADER, startSubmit } from '../../../lib/http/idempotency-keys';

export type QuestionPostResult =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'rate-limited' }
  | { outcome: 'failed' };

/** `POST /api/public/questions`; the server's verdicts become outcomes the form can show. */
export async function postQuestion(question: QuestionCreate): Promise<QuestionPostResult> {
  // Sent again after no answer, the same question keeps its key and is stored once.
  const submit = startSubmit('POST', '/public/questions', question);
  let response: Response;
  try {
    response = await fetch('/api/public/questions', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: submit.key,
      },
      body: JSON.stringify(question),
    });
  } catch (error) {
    submit.settle(error);
    return { outcome: 'failed' };
  }
  submit.settle(response.status >= 500 ? new ApiError(response.status, null, '') : undefined);
  if (response.ok) return { outcome: 'sent' };
  if (response.status === 429) return { outcome: 'rate-limited' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
    if (body.fields && Object.keys(body.fields).length > 0) {
      return { outcome: 'invalid', fields: body.fields };
    }
  }
  return { outcome: 'failed' };
}
