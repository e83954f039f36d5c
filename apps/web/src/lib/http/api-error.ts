/** Code of a request that never got an HTTP answer (offline, server down, proxy gone). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/**
 * Every failed call surfaces as an ApiError carrying the server's `{code, message, fields}`;
 * `status` is 0 when no answer came back.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** Field path → validation message key (e.g. `login` → `validation.email`). */
  readonly fields: Record<string, string>;
  /** Facts to show beside the translated code (e.g. `reason` of DRIVER_BLACKLISTED). */
  readonly details: Record<string, string>;

  constructor(
    status: number,
    code: string | null,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string entries of a record (`fields`, `details`); anything else is left out. */
function stringsOf(value: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  if (!isRecord(value)) return strings;
  for (const [name, text] of Object.entries(value)) {
    if (typeof text === 'string') strings[name] = text;
  }
  return strings;
}

/** Builds the ApiError of a non-2xx answer, whatever its body looks like. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, null, '');
  const code = typeof body.code === 'string' ? body.code : null;
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(status, code, message, stringsOf(body.fields), stringsOf(body.details));
}
