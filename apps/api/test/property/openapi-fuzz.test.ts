import { Role } from '@freight/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, newCompanyStaff, newPlatformAccount } from '../company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../test-app.js';

/** Requests per run (per database): the issue asks for at least 10,000. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

interface Operation {
  method: string;
  /** The OpenAPI path, `{param}` placeholders included. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every byte of the UTF-8 form percent-encoded (a lone surrogate becomes U+FFFD's bytes). */
function percentEncoded(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Every operation of the app's OpenAPI document but the documentation and the socket. */
function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || path === '/api/ws') continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

/** Strings that broke things before (issue 10) mixed with anything at all. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    '\udfff\ud800x',
    'x\ud83d',
    '9'.repeat(400),
    '1e309',
    '-1',
    'NaN',
    'null',
    '00000000-0000-0000-0000-000000000000',
    '2026-02-30',
    '../../etc/passwd',
    '%',
    '<script>',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid().map(String),
  fc.integer().map(String),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.double(),
  fc.constantFrom(null, true, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}),
);

/** A JSON body: anything, or an object of the operation's own fields with any values. */
function bodyFor(operation: Operation): fc.Arbitrary<unknown> {
  const shaped =
    operation.bodyFields.length > 0
      ? fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, nastyJson])), {
          requiredKeys: [],
        })
      : fc.dictionary(fc.string({ maxLength: 8 }), nastyJson, { maxKeys: 4 });
  return fc.oneof(shaped, shaped, fc.jsonValue({ maxDepth: 2 }));
}

/** Multipart bodies a broken client or a prober sends. */
const brokenMultipart = fc
  .tuple(
    fc.constantFrom('no-boundary', 'truncated-file', 'truncated-header', 'garbage', 'fields-only'),
    fc.string({ unit: 'binary', maxLength: 60 }),
  )
  .map(([kind, text]) => {
    const boundary = 'FUZZ';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${text}\r\n`;
    const file =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${text}`;
    const payloads: Record<string, [string, string]> = {
      'no-boundary': ['multipart/form-data', text],
      'truncated-file': [`multipart/form-data; boundary=${boundary}`, start + file],
      'truncated-header': [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="fi`,
      ],
      garbage: [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n${text}`],
      'fields-only': [`multipart/form-data; boundary=${boundary}`, `${start}--${boundary}--\r\n`],
    };
    const [contentType, payload] = payloads[kind] ?? ['multipart/form-data', text];
    return { contentType, payload };
  });

describe(`no request answers 5xx, every error is {code, message} (${testDriver})`, () => {
  let ctx: TestApp;
  let operations: Operation[];
  const tokens: (string | null)[] = [null];

  beforeAll(async () => {
    ctx = await createTestApp({
      loginRateLimitMax: 1_000_000,
      registrationRateLimitMax: 1_000_000,
    });
    operations = operationsOf(ctx.app.swagger() as unknown as OpenApiDocument);
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const signedIn = [
      forwarder,
      carrier,
      await newCompanyStaff(ctx.app, forwarder.company),
      await newCompanyStaff(ctx.app, carrier.company),
      await newPlatformAccount(ctx.app, Role.CB),
      await newPlatformAccount(ctx.app, Role.MODERATOR),
      await newPlatformAccount(ctx.app, Role.ADMIN),
    ];
    tokens.push(...signedIn.map((account) => account.token));
  });
  afterAll(() => ctx.close());

  it(`survives ${REQUESTS} generated requests against every operation`, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const request = fc.integer({ min: 0, max: operations.length - 1 }).chain((index) => {
      const operation = operations[index] as Operation;
      return fc.record({
        operation: fc.constant(operation),
        token: fc.constantFrom(...tokens),
        pathValues: fc.array(nastyString, {
          minLength: operation.pathParams.length,
          maxLength: operation.pathParams.length,
        }),
        query: fc.dictionary(
          operation.queryParams.length > 0
            ? fc.oneof(fc.constantFrom(...operation.queryParams), fc.string({ maxLength: 6 }))
            : fc.string({ maxLength: 6 }),
          fc.oneof(nastyString, fc.array(nastyString, { maxLength: 2 })),
          { maxKeys: 4 },
        ),
        body: fc.oneof(
          { weight: 4, arbitrary: bodyFor(operation).map((json) => ({ json })) },
          { weight: 1, arbitrary: brokenMultipart.map((multipart) => ({ multipart })) },
        ),
      });
    });

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, token, pathValues, query, body }) => {
        let url = operation.path;
        operation.pathParams.forEach((name, index) => {
          url = url.replace(`{${name}}`, percentEncoded(pathValues[index] ?? ''));
        });
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query)) {
          for (const one of [value].flat()) search.append(name, one);
        }
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        let payload: string | undefined;
        if (hasBody && 'json' in body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.json);
        } else if (hasBody && 'multipart' in body) {
          headers['content-type'] = body.multipart.contentType;
          payload = body.multipart.payload;
        }
        const query_ = search.toString();
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: query_ ? `${url}?${query_}` : url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        sent += 1;
        const where = `${operation.method} ${url}?${query_} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const answer = response.json<Record<string, unknown>>();
          expect(typeof answer.code, where).toBe('string');
          expect(typeof answer.message, where).toBe('string');
        }
      }),
      { numRuns: REQUESTS, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 600_000);
});
