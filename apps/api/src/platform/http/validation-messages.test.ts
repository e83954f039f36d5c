import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { isValidationMessageKey } from './validation-messages.js';

/** Every field message of a 400 is a key the web translates (issue 10), whatever came in. */
describe(`validation answers name translation keys only (${testDriver})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimitMax: 1000, registrationRateLimitMax: 1000 });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers a JSON body of null on sign-in with "required" keys', async () => {
    const response = await post('/api/auth/login', 'null');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { login: 'validation.required', password: 'validation.required' },
    });
  });

  it('answers wrong types, arrays and nulls on every sign-in and sign-up with keys', async () => {
    const urls = [
      '/api/auth/login',
      '/api/cb/login',
      '/api/registration/expeditors/startRegister',
      '/api/driver-companies/registration',
      '/api/auth/refresh',
      '/api/passwords/validate-otp',
    ];
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      '{"login":42,"password":[],"bin":{}}',
      '{"a":null}',
    ];
    for (const url of urls) {
      for (const body of bodies) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${body}`).toBe(400);
        const answer = response.json<{ code: string; fields?: Record<string, string> }>();
        expect(answer.code).toBe('VALIDATION_FAILED');
        for (const message of Object.values(answer.fields ?? {})) {
          expect(isValidationMessageKey(message), `${url} ${body}: ${message}`).toBe(true);
        }
      }
    }
  });
});
