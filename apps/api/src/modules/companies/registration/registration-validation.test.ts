import type { RegistrationRequest } from '@freight/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema.js';
import { registrationBody } from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

const FORWARDER_URL = '/api/registration/expeditors/startRegister';

describe(`registration validation (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
  });
  afterAll(() => ctx.close());

  const register = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: FORWARDER_URL, payload: body as object });

  async function body(overrides: Partial<RegistrationRequest> = {}) {
    return registrationBody(ctx.app, overrides);
  }

  async function companyCount(): Promise<number> {
    const [row] = await ctx.database.db.select({ total: count() }).from(companies);
    return row?.total ?? 0;
  }

  async function expectRefused(payload: unknown, field: string, key: string) {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toHaveProperty([field], key);
  }

  describe('validation', () => {
    it.each([
      ['lastName', 'Ivanov'],
      ['firstName', 'Arman'],
      ['middleName', 'Bakhytovich'],
      ['lastName', 'Иванов2'],
    ])('refuses a non-Cyrillic %s (%s) with validation.cyrillic', async (field, value) => {
      await expectRefused(await body({ [field]: value }), field, 'validation.cyrillic');
    });

    it('accepts Kazakh letters and hyphenated names', async () => {
      const response = await register(
        await body({ lastName: 'Әбілқайыр-Ұлы', firstName: 'Іңкәр', middleName: 'Өмірзаққызы' }),
      );
      expect(response.statusCode).toBe(201);
    });

    it.each(['lastName', 'firstName', 'organizationName', 'legalAddress', 'signatoryPosition'])(
      'refuses an empty %s with validation.required',
      async (field) => {
        await expectRefused(await body({ [field]: '  ' }), field, 'validation.required');
      },
    );

    it.each(['90011530000', '9001153000031', '90011530000A'])(
      'refuses the BIN %s with validation.binLength',
      async (bin) => {
        await expectRefused(await body({ bin }), 'bin', 'validation.binLength');
      },
    );

    it('refuses the BIN 780322300455 with validation.binCheckDigit', async () => {
      await expectRefused(await body({ bin: '780322300455' }), 'bin', 'validation.binCheckDigit');
    });

    it.each(['not-an-email', 'owner@', '@example.kz', 'owner@example'])(
      'refuses the e-mail %s with validation.email',
      async (email) => {
        await expectRefused(await body({ email }), 'email', 'validation.email');
      },
    );

    it.each(['Пароль12345', 'pass word 123', 'Secret-пароль1'])(
      'refuses the password %s with validation.passwordCharset',
      async (password) => {
        await expectRefused(
          await body({ password, confirmPassword: password }),
          'password',
          'validation.passwordCharset',
        );
      },
    );

    it('refuses a password shorter than 8 with validation.passwordLength', async () => {
      await expectRefused(
        await body({ password: 'Ab1!', confirmPassword: 'Ab1!' }),
        'password',
        'validation.passwordLength',
      );
    });

    it('refuses a confirmation that does not match with validation.passwordsDoNotMatch', async () => {
      await expectRefused(
        await body({ confirmPassword: 'Another-pass1' }),
        'confirmPassword',
        'validation.passwordsDoNotMatch',
      );
    });

    it('reports the mismatch together with the problems of other fields', async () => {
      const response = await register(
        await body({ lastName: 'Smith', confirmPassword: 'Another-pass1' }),
      );
      expect(response.json().fields).toMatchObject({
        lastName: 'validation.cyrillic',
        confirmPassword: 'validation.passwordsDoNotMatch',
      });
    });

    it.each(['acceptAgreement', 'acceptDataProcessing'])(
      'refuses a registration whose %s is not accepted with validation.mustAccept',
      async (field) => {
        const request = { ...(await body()), [field]: false };
        await expectRefused(request, field, 'validation.mustAccept');
        const { [field as 'acceptAgreement']: _omitted, ...withoutConsent } = await body();
        await expectRefused(withoutConsent, field, 'validation.mustAccept');
      },
    );

    it('refuses a registration without a charter with validation.documentRequired', async () => {
      const request = await body();
      await expectRefused(
        { ...request, documents: {} },
        'documents.CHARTER',
        'validation.documentRequired',
      );
      const { documents: _documents, ...withoutDocuments } = request;
      await expectRefused(withoutDocuments, 'documents', 'validation.documentRequired');
    });

    it('refuses a malformed phone number with validation.phone', async () => {
      await expectRefused(await body({ phone: 'call me' }), 'phone', 'validation.phone');
    });

    it('answers a JSON body of null, or of a non-object, with 400 on both sign-up paths', async () => {
      for (const url of [FORWARDER_URL, '/api/driver-companies/registration']) {
        for (const payload of ['null', '"text"', '[]']) {
          const response = await ctx.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        }
      }
    });

    it('creates nothing when validation fails', async () => {
      const before = await companyCount();
      await register(await body({ bin: '780322300455' }));
      expect(await companyCount()).toBe(before);
    });
  });
});

describe(`registration rate limit (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 2 });
  });
  afterAll(() => ctx.close());

  it('limits registration attempts per IP address with 429', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: FORWARDER_URL,
        payload: {},
        remoteAddress: '10.9.9.9',
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});
