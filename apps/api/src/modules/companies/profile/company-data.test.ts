import { NotificationType, Role, type CompanyProfile } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../db/schema.js';
import { validBin, type TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  uniqueEmail,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`own company data (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;
  beforeAll(async () => {
    ctx = await createTestApp();
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const read = (account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url: '/api/company', headers: account.headers });
  const edit = (account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/company', headers: account.headers, payload });

  function companyForm(company: TestCompany, changes: Record<string, unknown> = {}) {
    return {
      organizationName: company.name,
      bin: company.bin,
      legalAddress: company.legalAddress ?? 'г. Алматы',
      actualAddress: company.actualAddress ?? 'г. Алматы',
      signatoryPosition: 'Директор',
      version: company.version,
      ...changes,
    };
  }

  it("shows the company to its owner and its people, not to anyone else's", async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    const logistician = await newCompanyStaff(ctx.app, owner.company);
    for (const account of [owner, logistician]) {
      const response = await read(account);
      expect(response.statusCode).toBe(200);
      expect(response.json<CompanyProfile>()).toMatchObject({
        id: owner.company.id,
        kind: 'CARRIER',
        status: 'APPROVED',
        bin: owner.company.bin,
      });
    }
    expect((await read(cb)).statusCode).toBe(403);
  });

  it('saves new addresses without a new review', async () => {
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const response = await edit(
      owner,
      companyForm(owner.company, { actualAddress: 'г. Шымкент, ул. Байтурсынова, 1' }),
    );
    expect(response.statusCode).toBe(200);
    const company = response.json<CompanyProfile>();
    expect(company).toMatchObject({
      status: 'APPROVED',
      actualAddress: 'г. Шымкент, ул. Байтурсынова, 1',
      version: 2,
    });
    expect(company.history).toEqual([]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.company.id), eq(auditLog.action, 'company.updated')));
    expect(audit?.actorUserId).toBe(owner.user.id);
  });

  it.each([
    ['name', () => ({ organizationName: 'ТОО «Новое Имя»' })],
    ['BIN', () => ({ bin: validBin() })],
  ])('sends the company back to review when its %s changes', async (_field, changes) => {
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const response = await edit(owner, companyForm(owner.company, changes()));
    expect(response.statusCode).toBe(200);
    const company = response.json<CompanyProfile>();
    expect(company.status).toBe('PENDING_REVIEW');
    expect(company.history).toMatchObject([{ action: 'CHANGED', actor: { id: owner.user.id } }]);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, cb.user.id),
          eq(notifications.type, NotificationType.COMPANY_SUBMITTED),
        ),
      );
    expect(notices.map((notice) => notice.params.bin)).toContain(company.bin);

    // Until approved again the company cannot manage its people.
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: owner.headers,
      payload: {
        lastName: 'Касымова',
        firstName: 'Дина',
        iin: '900115300003',
        email: uniqueEmail('blocked'),
        phone: '+7 702 111 2233',
        canSign: false,
        password: 'Employee-pass1',
      },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('REGISTRATION_NOT_APPROVED');
  });

  it("refuses another company's BIN and an invalid one", async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    const other = await newCompanyOwner(ctx.app, 'FORWARDER');
    const taken = await edit(owner, companyForm(owner.company, { bin: other.company.bin }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('BIN_ALREADY_REGISTERED');
    const invalid = await edit(owner, companyForm(owner.company, { bin: '780322300455' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ bin: 'validation.binCheckDigit' });
  });

  it('refuses an edit on a stale version', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    expect((await edit(owner, companyForm(owner.company))).statusCode).toBe(200);
    const stale = await edit(owner, companyForm(owner.company));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('lets only the owner edit, and not while the registration is rejected', async () => {
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const employee = await newCompanyStaff(ctx.app, owner.company);
    expect((await edit(employee, companyForm(owner.company))).statusCode).toBe(403);
    const rejected = await newCompanyOwner(ctx.app, 'FORWARDER', {
      status: 'REJECTED',
      underReview: false,
    });
    const response = await edit(rejected, companyForm(rejected.company));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('REGISTRATION_NOT_APPROVED');
  });
});
