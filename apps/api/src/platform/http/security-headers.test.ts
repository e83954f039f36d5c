import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/** What `@fastify/helmet` sent with the app's options before the headers were computed once. */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob: https://*.tile.openstreetmap.org;" +
    "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
    "upgrade-insecure-requests;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe(`security headers (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('sends the same helmet headers with every answer: success, refusal and not found', async () => {
    for (const url of ['/api/health', '/api/orders', '/api/no-such-thing', '/api/health']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(HELMET_HEADERS);
    }
  });
});
