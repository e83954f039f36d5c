import type { QuestionCreate } from '@freight/shared';

export type QuestionPostResult =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'rate-limited' }
  | { outcome: 'failed' };

/** `POST /api/public/questions`; the server's verdicts become outcomes the form can show. */
export async function postQuestion(question: QuestionCreate): Promise<QuestionPostResult> {
  let response: Response;
  try {
    response = await fetch('/api/public/questions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(question),
    });
  } catch {
    return { outcome: 'failed' };
  }
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
