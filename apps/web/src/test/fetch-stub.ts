import { http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import { xhrOverFetch } from './xhr-over-fetch';

export interface StubbedRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type StubHandler = (request: StubbedRequest) => Response | Promise<Response>;

/**
 * The tests' network: Mock Service Worker intercepts every `fetch` of the test process
 * (test/setup.ts starts it and drops each test's handlers afterwards), so no request reaches
 * a real server.
 */
export const testNetwork = setupServer();

/**
 * Node's own FormData, which jsdom's replaces as the global: Node's `fetch` (which MSW
 * intercepts) reads a jsdom form's files as nameless blobs, so a form crosses over as this.
 * A parsed answer's `formData()` is the one way to reach that class from jsdom's globals.
 */
const NodeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;

async function portableForm(form: FormData): Promise<FormData> {
  const portable = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') portable.append(name, value);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      const file = new NodeFile([bytes], value.name, { type: value.type });
      portable.append(name, file as unknown as Blob, value.name);
    }
  }
  return portable;
}

/** A JSON answer. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JSON body parsed; a multipart form as its text fields and file names. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : value.name,
      ]),
    );
  }
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function isMethod(method: string): method is keyof typeof METHODS {
  return method in METHODS;
}

/**
 * Answers the app's requests with handlers keyed `METHOD /path` (uploads sent with
 * XMLHttpRequest included), as MSW request handlers for this test. Every call is recorded;
 * a call no handler answers gets a 501 and lands in `unhandled`.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const calls: StubbedRequest[] = [];
  const unhandled: string[] = [];
  /** Recorded before its body is read, so `calls` keeps the order the requests left in. */
  const answer =
    (handler: StubHandler): HttpResponseResolver =>
    async ({ request }) => {
      const url = new URL(request.url);
      const call: StubbedRequest = {
        method: request.method,
        path: url.pathname,
        url,
        headers: request.headers,
        body: undefined,
      };
      calls.push(call);
      call.body = await bodyOf(request);
      return handler(call);
    };
  const handlers = Object.entries(routes).map(([route, handler]) => {
    const [method = '', path = ''] = route.split(' ');
    if (!isMethod(method)) throw new Error(`No such method in the stubbed route "${route}"`);
    return METHODS[method](path, answer(handler));
  });
  const notStubbed = http.all(
    '*',
    answer(({ method, path }) => {
      unhandled.push(`${method} ${path}`);
      return json(501, { code: 'UNEXPECTED', message: 'not stubbed' });
    }),
  );
  // Handlers set later come first: a second `stubFetch` in one test replaces the first.
  testNetwork.use(...handlers, notStubbed);
  const intercepted = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    intercepted(
      input,
      init?.body instanceof FormData ? { ...init, body: await portableForm(init.body) } : init,
    ),
  );
  // Uploads with progress use XMLHttpRequest; they go through `fetch`, hence MSW, too.
  vi.stubGlobal(
    'XMLHttpRequest',
    xhrOverFetch((input, init) => fetch(input, init)),
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, unhandled, callsTo };
}
