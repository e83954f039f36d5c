import { Role, type CompanyDetail, type CompanyPage } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  registerCompanyViaApi,
  uniqueEmail,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`security-service lists and details (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;
  let moderator: SignedInAccount;
  let admin: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
    cb = await newPlatformAccount(ctx.app, Role.CB);
    moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    admin = await newPlatformAccount(ctx.app, Role.ADMIN);
  });
  afterAll(() => ctx.close());

  const get = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url, headers: account.headers });
  const post = (url: string, account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: account.headers, payload });

  async function detail(companyId: string): Promise<CompanyDetail> {
    const response = await get(`/api/cb/companies/${companyId}`, cb);
    expect(response.statusCode).toBe(200);
    return response.json<CompanyDetail>();
  }

  describe('lists', () => {
    it('lists pending forwarders with their owners for the pending tab', async () => {
      const pending = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const approved = await newCompanyOwner(ctx.app, 'FORWARDER');
      const carrier = await registerCompanyViaApi(ctx.app, 'CARRIER');
      const response = await get(
        '/api/cb/companies?kind=FORWARDER&status=PENDING_REVIEW&pageSize=100',
        cb,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<CompanyPage>();
      const ids = page.items.map((item) => item.id);
      expect(ids).toContain(pending.companyId);
      expect(ids).not.toContain(approved.company.id);
      expect(ids).not.toContain(carrier.companyId);
      expect(page.items.every((item) => item.status === 'PENDING_REVIEW')).toBe(true);
      const item = page.items.find((candidate) => candidate.id === pending.companyId);
      expect(item).toMatchObject({
        kind: 'FORWARDER',
        organizationName: pending.request.organizationName,
        bin: pending.request.bin,
        version: 1,
        owner: {
          login: pending.request.email,
          lastName: pending.request.lastName,
          firstName: pending.request.firstName,
          phone: pending.request.phone,
        },
      });
      expect(page).toMatchObject({ page: 1, pageSize: 100, total: page.items.length });
    });

    it('lists every carrier for the all tab, never the platform company', async () => {
      const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
      const page = (
        await get('/api/cb/companies?kind=CARRIER&pageSize=100', cb)
      ).json<CompanyPage>();
      expect(page.items.map((item) => item.id)).toContain(carrier.company.id);
      expect(page.items.every((item) => item.kind === 'CARRIER')).toBe(true);
      const all = (await get('/api/cb/companies?pageSize=100', cb)).json<CompanyPage>();
      expect(all.items.map((item) => item.id)).not.toContain(cb.company?.id);
    });

    it('searches by name, BIN, owner e-mail and owner name', async () => {
      const target = await registerCompanyViaApi(ctx.app, 'FORWARDER', {
        organizationName: 'ТОО «Искомая Компания»',
        lastName: 'Жолдасбеков',
        firstName: 'Ерлан',
        email: uniqueEmail('zholdasbekov'),
      });
      await registerCompanyViaApi(ctx.app, 'FORWARDER');
      for (const q of [
        'искомая',
        target.request.bin.slice(2, 9),
        target.request.email.toUpperCase(),
        'Жолдасбеков Ерлан',
        'ерлан жолдас',
      ]) {
        const page = (
          await get(`/api/cb/companies?q=${encodeURIComponent(q)}`, cb)
        ).json<CompanyPage>();
        expect(
          page.items.map((item) => item.id),
          q,
        ).toEqual([target.companyId]);
        expect(page.total).toBe(1);
      }
    });

    it('takes % and _ in a search literally', async () => {
      const page = (await get(`/api/cb/companies?q=${encodeURIComponent('%')}`, cb)).json();
      expect(page.items).toEqual([]);
    });

    it('pages through the results', async () => {
      await registerCompanyViaApi(ctx.app, 'CARRIER');
      await registerCompanyViaApi(ctx.app, 'CARRIER');
      const all = (
        await get('/api/cb/companies?kind=CARRIER&pageSize=100', cb)
      ).json<CompanyPage>();
      const second = (
        await get('/api/cb/companies?kind=CARRIER&page=2&pageSize=1&sort=-createdAt', cb)
      ).json<CompanyPage>();
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      expect(second.items).toHaveLength(1);
      expect(second.items[0]?.id).toBe(all.items[1]?.id);
    });

    it('refuses an unknown status filter', async () => {
      const response = await get('/api/cb/companies?status=SOMETHING', cb);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('details', () => {
    it('shows the owner contacts, company data, documents, employees and history', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const company = await detail(registered.companyId);
      expect(company).toMatchObject({
        id: registered.companyId,
        kind: 'FORWARDER',
        status: 'PENDING_REVIEW',
        organizationName: registered.request.organizationName,
        bin: registered.request.bin,
        legalAddress: registered.request.legalAddress,
        actualAddress: registered.request.actualAddress,
        signatoryPosition: registered.request.signatoryPosition,
        reviewComment: null,
        owner: {
          login: registered.request.email,
          middleName: registered.request.middleName,
          phone: registered.request.phone,
        },
        documents: [
          {
            id: registered.request.documents.CHARTER,
            kind: 'CHARTER',
            originalName: 'устав.pdf',
            contentType: 'application/pdf',
          },
        ],
        employees: [],
        history: [
          {
            action: 'SUBMITTED',
            comment: null,
            actor: { id: registered.owner.user.id, role: Role.FORWARDER },
          },
        ],
      });
    });

    it('lists the employees of an approved company in its details', async () => {
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const employee = await newCompanyStaff(ctx.app, owner.company);
      const retired = await newCompanyStaff(ctx.app, owner.company, { isActive: false });
      const company = await detail(owner.company.id);
      expect(company.employees.map((item) => [item.id, item.isActive])).toEqual(
        expect.arrayContaining([
          [employee.user.id, true],
          [retired.user.id, false],
        ]),
      );
    });

    it("finds a forwarder by its owner's login, and nothing for a carrier's login", async () => {
      const forwarder = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const response = await get(
        `/api/expeditors/by-login/${encodeURIComponent(forwarder.request.email)}`,
        cb,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(forwarder.companyId);

      const carrier = await registerCompanyViaApi(ctx.app, 'CARRIER');
      const missing = await get(
        `/api/expeditors/by-login/${encodeURIComponent(carrier.request.email)}`,
        cb,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('answers 404 for an unknown company and for the platform company', async () => {
      const unknown = await get('/api/cb/companies/00000000-0000-4000-8000-000000000000', cb);
      expect(unknown.statusCode).toBe(404);
      const platform = await get(`/api/cb/companies/${cb.company?.id}`, cb);
      expect(platform.statusCode).toBe(404);
    });

    it('lets moderators and admins read, but not decide', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'CARRIER');
      for (const reader of [moderator, admin]) {
        expect((await get('/api/cb/companies', reader)).statusCode).toBe(200);
        expect((await get(`/api/cb/companies/${registered.companyId}`, reader)).statusCode).toBe(
          200,
        );
        const decision = await post(`/api/cb/companies/${registered.companyId}/approve`, reader, {
          version: 1,
        });
        expect(decision.statusCode).toBe(403);
      }
    });

    it('refuses company accounts with 403', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const employee = await newCompanyStaff(ctx.app, forwarder.company);
      const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
      for (const account of [forwarder, employee, carrier]) {
        expect((await get('/api/cb/companies', account)).statusCode).toBe(403);
        expect((await get(`/api/cb/companies/${registered.companyId}`, account)).statusCode).toBe(
          403,
        );
        const response = await post(`/api/cb/companies/${registered.companyId}/approve`, account, {
          version: 1,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 'ACCESS_DENIED', message: 'Access Denied' });
      }
    });

    it('refuses callers without a token with 401', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/cb/companies' });
      expect(response.statusCode).toBe(401);
    });
  });
});
