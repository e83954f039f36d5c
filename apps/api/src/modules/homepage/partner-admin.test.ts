import { Role, ValidationMessage, type Partner, type PublicHome } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_PDF, SAMPLE_PNG, multipartForm, type UploadFile } from '../../../test/uploads.js';
import { auditLog, files } from '../../db/schema.js';

const LOGO: UploadFile = { filename: 'logo.png', contentType: 'image/png', content: SAMPLE_PNG };

describe(`the admin's partners (${testDriver})`, () => {
  let ctx: TestApp;
  let adminToken: string;

  const addPartner = (token: string, fields: Record<string, string>, logo: UploadFile | null) => {
    const form = multipartForm(fields, logo ?? undefined, 'logo');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/partners',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
  };
  const home = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/public/home' })).json<PublicHome>();
  const names = (partners: readonly { name: string }[]) => partners.map((item) => item.name);

  beforeAll(async () => {
    ctx = await createTestApp({ dataDir: `/tmp/freight-test-partners-${process.pid}` });
    adminToken = (await signIn(ctx.app, await createAccount(ctx.database.db, Role.ADMIN)))
      .accessToken;
  });
  afterAll(() => ctx.close());

  it('lets only the admin manage partners', async () => {
    for (const role of [Role.MODERATOR, Role.CB, Role.FORWARDER, Role.DRIVER_COMPANY]) {
      const token = (await signIn(ctx.app, await createAccount(ctx.database.db, role))).accessToken;
      const headers = bearer(token);
      expect((await addPartner(token, { name: 'X' }, LOGO)).statusCode, role).toBe(403);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/partners', headers });
      expect(list.statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/partners' })).statusCode).toBe(
      401,
    );
    expect((await home()).partners).toEqual([]);
  });

  it('adds partners with logos, served publicly with cache headers', async () => {
    const first = await addPartner(
      adminToken,
      { name: 'Kaz Logistics', url: 'https://kl.kz' },
      LOGO,
    );
    expect(first.statusCode).toBe(201);
    const partner = first.json<Partner>();
    expect(partner).toMatchObject({ name: 'Kaz Logistics', url: 'https://kl.kz', visible: true });
    const second = await addPartner(adminToken, { name: 'Steppe Cargo', url: '' }, LOGO);
    expect(second.json<Partner>().url).toBeNull();

    const shown = await home();
    expect(names(shown.partners)).toEqual(['Kaz Logistics', 'Steppe Cargo']);
    const logo = await ctx.app.inject({ method: 'GET', url: shown.partners[0]?.logoUrl ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect(logo.rawPayload.equals(SAMPLE_PNG)).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url: shown.partners[0]?.logoUrl ?? '',
      headers: { 'if-none-match': String(logo.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, partner.id));
    expect(audit.map((row) => row.action)).toEqual(['partner.created']);
  });

  it('refuses a missing name, a bad link, a missing logo and a logo that is no image', async () => {
    const bad = await addPartner(adminToken, { name: ' ', url: 'ftp://x' }, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: ValidationMessage.REQUIRED,
      url: ValidationMessage.URL,
      logo: ValidationMessage.FILE_REQUIRED,
    });
    const pdf = { filename: 'logo.png', contentType: 'image/png', content: SAMPLE_PDF };
    const notImage = await addPartner(adminToken, { name: 'PDF Corp' }, pdf);
    expect(notImage.statusCode).toBe(415);
    const huge = { ...LOGO, content: Buffer.concat([SAMPLE_PNG, Buffer.alloc(2 * 1024 * 1024)]) };
    expect((await addPartner(adminToken, { name: 'Huge' }, huge)).statusCode).toBe(413);
    expect(names((await home()).partners)).not.toContain('PDF Corp');
  });

  it('hides, renames, reorders and deletes', async () => {
    const headers = bearer(adminToken);
    const third = (await addPartner(adminToken, { name: 'Third' }, LOGO)).json<Partner>();
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/partners', headers })
    ).json<{ items: Partner[] }>();
    const ids = list.items.map((item) => item.id);

    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/partners/order',
      headers,
      payload: { ids: [...ids].reverse() },
    });
    expect(reordered.statusCode).toBe(200);
    expect(names((await home()).partners)).toEqual(['Third', 'Steppe Cargo', 'Kaz Logistics']);
    const incomplete = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/partners/order',
      headers,
      payload: { ids: ids.slice(1) },
    });
    expect(incomplete.statusCode).toBe(400);

    const hidden = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/partners/${third.id}`,
      headers,
      payload: { visible: false, name: 'Third Ltd' },
    });
    expect(hidden.json<Partner>()).toMatchObject({ visible: false, name: 'Third Ltd' });
    expect(names((await home()).partners)).toEqual(['Steppe Cargo', 'Kaz Logistics']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/partners/${third.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const logoRows = await ctx.database.db
      .select()
      .from(files)
      .where(eq(files.id, third.logoUrl.split('v=')[1] ?? ''));
    expect(logoRows).toEqual([]);
    const gone = await ctx.app.inject({ method: 'GET', url: third.logoUrl });
    expect(gone.statusCode).toBe(404);
  });
});
