import { ErrorCode } from '@freight/shared';
import { reportRequestOutcome } from '../pwa/network-status';
import { ApiError, apiErrorFromBody, NETWORK_ERROR_CODE } from './api-error';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-keys';

/**
 * One request to the API and the reading of its answer, without any user interface: no toasts,
 * no translations, no session renewal. The signed-in app's client (`http-client.ts`) adds those
 * around it; the light sign-in page (features/auth/sign-in) uses it as it is, so it downloads
 * neither i18next's app set-up nor Ant Design.
 */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Anything with zod's `safeParse`: each call names the shared schema of its answer. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface SendOptions {
  method?: HttpMethod;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`; the clients set it on every write (`idempotency-keys.ts`). */
  idempotencyKey?: string;
}

export function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Sends one request; a request that gets no answer at all fails as a NETWORK_ERROR ApiError. */
export async function sendRequest(
  path: string,
  options: SendOptions,
  accessToken: string | null,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
    reportRequestOutcome(true);
    return response;
  } catch (error) {
    // A cancelled query is not a failure worth telling anyone about.
    if (options.signal?.aborted) throw error;
    // The shell's offline notice (lib/pwa/network-status.ts).
    reportRequestOutcome(false);
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : '');
  }
}

export const isSuccess = (response: Response) => response.status >= 200 && response.status <= 299;

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The answer's body as `schema` describes it; a non-2xx answer throws the ApiError it carries,
 * a 2xx answer of another shape an UNEXPECTED one.
 */
export async function readAnswer<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  const body = await readBody(response);
  if (!isSuccess(response)) throw apiErrorFromBody(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, ErrorCode.UNEXPECTED, '');
  return parsed.data;
}
