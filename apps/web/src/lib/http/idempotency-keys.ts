import type { ErrorCode } from '@freight/shared';
import { ApiError } from './api-error';

/**
 * The `Idempotency-Key` of every state-changing request (docs/decisions/031): a fresh key per
 * submit, and the same key whenever that submit is sent again, so the server does its work
 * once however often it arrives. "Again" is the clients' resend after renewing the session
 * (401), and a resubmit of the identical request — same method, path and body — after it got
 * no final answer: no answer at all, a 5xx, or "still at work" (409 with the key in use). A
 * final answer (2xx, 4xx) ends the submit, and the next one gets a new key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type WriteMethod = (typeof WRITE_METHODS)[number];
const isWrite = (method: string): method is WriteMethod =>
  (WRITE_METHODS as readonly string[]).includes(method);

/** The server keeps a key 24 hours; a resubmit an hour later is a new submit. */
const IN_DOUBT_FOR_MS = 60 * 60 * 1000;
/** Submits without a final answer remembered at once: far more than a person leaves open. */
const MAX_IN_DOUBT = 50;

/** Keys of submits that got no final answer, by what they sent. */
const inDoubt = new Map<string, { key: string; since: number }>();

/** What a form sends, files by name, size, type and date (their bytes are not read). */
function describeBody(body: unknown): string {
  if (!(body instanceof FormData)) return JSON.stringify(body ?? null);
  const parts = [...body.entries()].map(([name, value]) =>
    typeof value === 'string'
      ? [name, value]
      : [name, value.name, value.size, value.type, value.lastModified],
  );
  return JSON.stringify(parts);
}

/** The server's "the first request with this key is still at work". */
const KEY_IN_USE: ErrorCode = 'IDEMPOTENCY_KEY_IN_USE';

/** Whether a failure leaves it open whether the server did the work. */
function leavesDoubt(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === KEY_IN_USE;
}

export interface Submit {
  key: string;
  /** Call once with how it ended: nothing for an answer, else what was thrown. */
  settle(failure?: unknown): void;
}

/** A submit of a write: its key, new or that of the same request still in doubt. */
export function startSubmit(method: WriteMethod, path: string, body: unknown): Submit {
  const request = `${method} ${path} ${describeBody(body)}`;
  const now = Date.now();
  for (const [sent, held] of inDoubt) {
    if (now - held.since > IN_DOUBT_FOR_MS) inDoubt.delete(sent);
  }
  const key = inDoubt.get(request)?.key ?? crypto.randomUUID();
  return {
    key,
    settle(failure) {
      inDoubt.delete(request);
      if (failure === undefined || !leavesDoubt(failure)) return;
      inDoubt.set(request, { key, since: Date.now() });
      const oldest = inDoubt.keys().next();
      if (inDoubt.size > MAX_IN_DOUBT && !oldest.done) inDoubt.delete(oldest.value);
    },
  };
}

/** Runs one submit of a write with its key (`undefined` for a read), settling it after. */
export async function submitWrite<T>(
  method: string,
  path: string,
  body: unknown,
  send: (idempotencyKey: string | undefined) => Promise<T>,
): Promise<T> {
  const submit = isWrite(method) ? startSubmit(method, path, body) : null;
  try {
    const result = await send(submit?.key);
    submit?.settle();
    return result;
  } catch (error) {
    submit?.settle(error);
    throw error;
  }
}
