import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { findUnstorableText, isStorableText } from './storable-text.js';

describe('text PostgreSQL cannot store', () => {
  it('is a NUL character or an unpaired surrogate, wherever it sits', () => {
    expect(isStorableText('Алматы → 北京 😀')).toBe(true);
    expect(isStorableText('abc\u0000def')).toBe(false);
    expect(isStorableText('\udfff\ud800x')).toBe(false);
    expect(isStorableText('x\ud83d')).toBe(false);
    expect(findUnstorableText({ a: 'ok', items: [{ name: 'ok' }, { name: 'b\u0000' }] })).toBe(
      'items.1.name',
    );
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText({ a: ['ok', 1, null, true] })).toBeNull();
  });
});

describe(`requests with unstorable text get a 400, never a 500 (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const unstorable = { code: 'VALIDATION_FAILED', fields: { q: 'validation.unstorableText' } };

  it('refuses a NUL in a list query, in a path value and in a JSON body', async () => {
    for (const url of ['/api/orders?q=%00', '/api/employees?q=a%00b']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: forwarder.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(unstorable);
    }
    const place = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?place=%00',
      headers: forwarder.headers,
    });
    expect(place.statusCode).toBe(400);
    expect(place.json()).toMatchObject({ fields: { place: 'validation.unstorableText' } });
    const byLogin = await ctx.app.inject({
      method: 'GET',
      url: '/api/expeditors/by-login/abc%00def',
      headers: cb.headers,
    });
    expect(byLogin.statusCode).toBe(400);
    expect(byLogin.json()).toMatchObject({ fields: { login: 'validation.unstorableText' } });
  });

  it('refuses a lone surrogate in a JSON body, and lets a whole emoji through', async () => {
    const lone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":"\\udfff\\ud800x","password":"whatever"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ fields: { login: 'validation.unstorableText' } });
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'user😀@example.kz', password: 'whatever' }),
    });
    expect(emoji.statusCode).toBeLessThan(500);
    // Refused for not being an e-mail address, not for its characters.
    expect(emoji.json<{ fields?: { login?: string } }>().fields?.login).not.toBe(
      'validation.unstorableText',
    );
  });
});
