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

/** A JSON answer. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JSON body parsed; a multipart form as its text fields and file names. */
function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : value.name,
      ]),
    );
  }
  return undefined;
}

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/**
 * Replaces the global `fetch` — the network boundary — with handlers keyed `METHOD /path`
 * (uploads sent with XMLHttpRequest included).
 * Every call is recorded; a call no handler answers gets a 501 and lands in `unhandled`.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const calls: StubbedRequest[] = [];
  const unhandled: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = bodyOf(init?.body);
    const request = { method, path: url.pathname, url, headers: new Headers(init?.headers), body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json(501, { code: 'UNEXPECTED', message: 'not stubbed' });
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  // Uploads with progress use XMLHttpRequest; they go through the same stub.
  vi.stubGlobal('XMLHttpRequest', xhrOverFetch(fetchStub));
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, unhandled, callsTo };
}
