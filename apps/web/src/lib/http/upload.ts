import { ErrorCode } from '@freight/shared';
import { ApiError, apiErrorFromBody, NETWORK_ERROR_CODE } from './api-error';
import { getAccessToken } from '../session/session-storage';
import { API_BASE, type ResponseSchema } from './api-request';
import { refreshSession } from './http-client';
import { IDEMPOTENCY_KEY_HEADER, submitWrite } from './idempotency-keys';

export interface UploadOptions {
  /** Called as the bytes leave the browser: 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** `PUT` replaces a record (editing a driver with new files); `POST` by default. */
  method?: 'POST' | 'PUT';
  /** The bearer token to send (`uploadFormAuthorised`); public uploads send none. */
  accessToken?: string | null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a multipart form with upload progress, which `fetch` cannot report: XMLHttpRequest's
 * `upload.onprogress` can. Failures are ApiErrors like every other call (a lost connection is
 * a NETWORK_ERROR); the caller shows them inline, so no toasts.
 */
function sendForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: UploadOptions & { idempotencyKey: string | undefined },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${options.accessToken}`);
    if (options.idempotencyKey)
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) {
        reject(apiErrorFromBody(xhr.status, body));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) {
        options.onProgress?.(100);
        resolve(parsed.data);
      } else {
        reject(new ApiError(xhr.status, ErrorCode.UNEXPECTED, ''));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, ''));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** Posts a multipart form to a public endpoint (`sendForm`), one submit with its key. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: UploadOptions = {},
): Promise<T> {
  return submitWrite(options.method ?? 'POST', path, form, (idempotencyKey) =>
    sendForm(path, form, schema, { ...options, idempotencyKey }),
  );
}

/**
 * `uploadForm` with the stored bearer token, for signed-in screens (a driver's photo and
 * identity scan): a 401 renews the session once, like every other call, and sends again with
 * the same `Idempotency-Key`.
 */
export function uploadFormAuthorised<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: Omit<UploadOptions, 'accessToken'> = {},
): Promise<T> {
  return submitWrite(options.method ?? 'POST', path, form, async (idempotencyKey) => {
    const usedToken = getAccessToken();
    try {
      return await sendForm(path, form, schema, {
        ...options,
        accessToken: usedToken,
        idempotencyKey,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const current = getAccessToken();
      const renewed = current !== null && current !== usedToken ? true : await refreshSession();
      if (!renewed) throw error;
      return sendForm(path, form, schema, {
        ...options,
        accessToken: getAccessToken(),
        idempotencyKey,
      });
    }
  });
}
