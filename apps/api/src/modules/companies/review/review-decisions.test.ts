import { NotificationType, Role, type CompanyDetail } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, mailOutbox, notifications } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  registerCompanyViaApi,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { outboxMailTo } from '../../../../test/mail-outbox.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { approveCompany } from './decide-company-review.js';

describe(`security-service decisions (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
    cb = await newPlatformAccount(ctx.app, Role.CB);
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

  describe('decisions', () => {
    it('approves a pending company, keeps who and when, notifies and e-mails the owner', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const response = await post(`/api/cb/companies/${registered.companyId}/approve`, cb, {
        version: 1,
      });
      expect(response.statusCode).toBe(200);
      const company = response.json<CompanyDetail>();
      expect(company).toMatchObject({ status: 'APPROVED', version: 2, reviewComment: null });
      expect(company.history.map((event) => event.action)).toEqual(['SUBMITTED', 'APPROVED']);
      expect(company.history[1]).toMatchObject({
        comment: null,
        actor: { id: cb.user.id, role: Role.CB, lastName: cb.user.lastName },
        createdAt: expect.any(String),
      });

      const db = ctx.database.db;
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, registered.owner.user.id));
      expect(notice).toMatchObject({
        type: NotificationType.COMPANY_APPROVED,
        params: { companyName: registered.request.organizationName },
      });
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, registered.request.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('Registration approved');
      const audit = await db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityId, registered.companyId), eq(auditLog.action, 'company.approved')),
        );
      expect(audit).toMatchObject([{ actorUserId: cb.user.id }]);
    });

    it('rejects a pending company with a comment the owner receives by notification and e-mail', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'CARRIER');
      const comment = 'Устав не подписан. Загрузите подписанную копию.';
      const response = await post(`/api/cb/companies/${registered.companyId}/reject`, cb, {
        version: 1,
        comment: `  ${comment}  `,
      });
      expect(response.statusCode).toBe(200);
      const company = response.json<CompanyDetail>();
      expect(company).toMatchObject({ status: 'REJECTED', reviewComment: comment });
      expect(company.history.at(-1)).toMatchObject({
        action: 'REJECTED',
        comment,
        actor: { id: cb.user.id },
      });

      const db = ctx.database.db;
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, registered.owner.user.id));
      expect(notice).toMatchObject({
        type: NotificationType.COMPANY_REJECTED,
        params: { comment, companyName: registered.request.organizationName },
      });
      const [mail] = await outboxMailTo(ctx.app, registered.request.email);
      expect(mail?.subject).toContain('Registration rejected');
      expect(mail?.text).toContain(comment);
    });

    it.each([
      ['without a comment', {}],
      ['with an empty comment', { comment: '' }],
      ['with a blank comment', { comment: '   \n ' }],
    ])('refuses a rejection %s with validation.commentEmpty', async (_case, extra) => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const response = await post(`/api/cb/companies/${registered.companyId}/reject`, cb, {
        version: 1,
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ comment: 'validation.commentEmpty' });
      expect((await detail(registered.companyId)).status).toBe('PENDING_REVIEW');
    });

    it('decides only on pending companies', async () => {
      const approved = await newCompanyOwner(ctx.app, 'FORWARDER');
      const rejected = await newCompanyOwner(ctx.app, 'CARRIER', { status: 'REJECTED' });
      for (const [company, action] of [
        [approved.company, 'approve'],
        [approved.company, 'reject'],
        [rejected.company, 'approve'],
        [rejected.company, 'reject'],
      ] as const) {
        const response = await post(`/api/cb/companies/${company.id}/${action}`, cb, {
          version: company.version,
          comment: 'Повторно',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('COMPANY_NOT_PENDING_REVIEW');
      }
    });

    it('refuses a decision taken on a stale version', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      await ctx.database.db
        .update(companies)
        .set({ version: 2 })
        .where(eq(companies.id, registered.companyId));
      const response = await post(`/api/cb/companies/${registered.companyId}/approve`, cb, {
        version: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'VERSION_CONFLICT',
        message: 'The record was changed by someone else; reload and try again',
      });
      const company = await detail(registered.companyId);
      expect(company.status).toBe('PENDING_REVIEW');
      expect(company.history.map((event) => event.action)).toEqual(['SUBMITTED']);
    });

    it('lets only one of two reviewers decide', async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'CARRIER');
      const second = await newPlatformAccount(ctx.app, Role.CB, {
        company: cb.company ?? undefined,
      });
      const [approval, rejection] = await Promise.all([
        post(`/api/cb/companies/${registered.companyId}/approve`, cb, { version: 1 }),
        post(`/api/cb/companies/${registered.companyId}/reject`, second, {
          version: 1,
          comment: 'Нет',
        }),
      ]);
      expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
      const company = await detail(registered.companyId);
      expect(company.history).toHaveLength(2);
    });

    it("refuses a caller without the reviewers' permission in the service itself, not only at the route", async () => {
      const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
      const before = await detail(registered.companyId);
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const deps = {
        db: ctx.database.db,
        files: ctx.app.files,
        mailer: ctx.app.mailer,
        jobs: ctx.app.jobs,
        log: ctx.app.log,
      };
      const actor = {
        id: forwarder.user.id,
        role: Role.FORWARDER,
        companyId: forwarder.company.id,
        underReview: false,
      };
      const approval = approveCompany(
        deps,
        actor,
        registered.companyId,
        { version: before.version },
        { ip: '127.0.0.1', userAgent: 'test' },
      );
      await expect(approval).rejects.toBeInstanceOf(AppError);
      await expect(approval).rejects.toMatchObject({ code: 'ACCESS_DENIED' });
      expect((await detail(registered.companyId)).status).toBe('PENDING_REVIEW');
    });

    it('answers 404 when deciding on an unknown company', async () => {
      const response = await post(
        '/api/cb/companies/00000000-0000-4000-8000-000000000000/approve',
        cb,
        { version: 1 },
      );
      expect(response.statusCode).toBe(404);
    });
  });
});
