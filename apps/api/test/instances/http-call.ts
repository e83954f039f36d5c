/** What a test sends to a server process over real HTTP. */
export interface HttpCallInit {
  method?: string;
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  /** A request still unanswered after this long fails the call (a hang is a failure). */
  timeoutMs?: number;
}

export interface HttpCallResult {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json(): unknown;
}

/** One request to `baseUrl` (an instance or the proxy in front of them). */
export async function httpCall(
  baseUrl: string,
  path: string,
  init: HttpCallInit = {},
): Promise<HttpCallResult> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.json !== undefined ? JSON.stringify(init.json) : init.body && new Uint8Array(init.body),
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: (): unknown => JSON.parse(bytes.toString()),
  };
}
