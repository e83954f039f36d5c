import {
  NotificationType,
  Role,
  type CompanyProfile,
  type RegistrationRequest,
  type RegistrationResubmitRequest,
} from '@freight/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDocuments, notifications } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  registerCompanyViaApi,
  underReview,
  uploadRegistrationDocument,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`review page and resubmission (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  /** A registration the security service rejected, with its owner's under-review session. */
  async function rejectedRegistration(comment = 'Не хватает подписи на уставе') {
    const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/cb/companies/${registered.companyId}/reject`,
      headers: cb.headers,
      payload: { version: 1, comment },
    });
    expect(response.statusCode).toBe(200);
    return { ...registered, owner: await underReview(ctx.app, registered.owner), comment };
  }

  const status = (account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url: '/api/registration/status', headers: account.headers });
  const resubmit = (account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/registration', headers: account.headers, payload });

  function correction(
    request: RegistrationRequest,
    changes: Partial<RegistrationResubmitRequest> = {},
  ): RegistrationResubmitRequest {
    return {
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName,
      organizationName: request.organizationName,
      bin: request.bin,
      legalAddress: request.legalAddress,
      actualAddress: request.actualAddress,
      signatoryPosition: request.signatoryPosition,
      phone: request.phone,
      documents: request.documents,
      version: 2,
      ...changes,
    };
  }

  it("shows a rejected owner the status, the security service's comment, documents and history", async () => {
    const rejected = await rejectedRegistration();
    const response = await status(rejected.owner);
    expect(response.statusCode).toBe(200);
    const profile = response.json<CompanyProfile>();
    expect(profile).toMatchObject({
      id: rejected.companyId,
      status: 'REJECTED',
      reviewComment: rejected.comment,
      version: 2,
      documents: [{ id: rejected.request.documents.CHARTER, kind: 'CHARTER' }],
    });
    expect(profile.history.map((event) => [event.action, event.comment])).toEqual([
      ['SUBMITTED', null],
      ['REJECTED', rejected.comment],
    ]);
  });

  it('keeps a session under review away from everything but the review page', async () => {
    const rejected = await rejectedRegistration();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: rejected.owner.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'REGISTRATION_NOT_APPROVED',
      message: 'Registration is not approved',
    });
  });

  it('refuses the review page to accounts that own no company', async () => {
    expect((await status(cb)).statusCode).toBe(403);
  });

  it('resubmits corrected data and a new charter: pending again, history kept, CB told', async () => {
    const rejected = await rejectedRegistration();
    const newCharter = await uploadRegistrationDocument(ctx.app, 'CHARTER');
    const power = await uploadRegistrationDocument(ctx.app, 'POWER_OF_ATTORNEY');
    const response = await resubmit(
      rejected.owner,
      correction(rejected.request, {
        organizationName: 'ТОО «Исправленная Логистика»',
        lastName: 'Исправленов',
        documents: { CHARTER: newCharter.id, POWER_OF_ATTORNEY: power.id },
      }),
    );
    expect(response.statusCode).toBe(200);
    const profile = response.json<CompanyProfile>();
    expect(profile).toMatchObject({
      status: 'PENDING_REVIEW',
      organizationName: 'ТОО «Исправленная Логистика»',
      version: 3,
      owner: { lastName: 'Исправленов' },
    });
    expect(profile.documents.map((doc) => [doc.kind, doc.id])).toEqual([
      ['CHARTER', newCharter.id],
      ['POWER_OF_ATTORNEY', power.id],
    ]);
    expect(profile.history.map((event) => event.action)).toEqual([
      'SUBMITTED',
      'REJECTED',
      'RESUBMITTED',
    ]);
    expect(profile.history[2]?.actor?.id).toBe(rejected.owner.user.id);

    // The replaced charter is kept, only marked as replaced.
    const replaced = await ctx.database.db
      .select()
      .from(companyDocuments)
      .where(
        and(
          eq(companyDocuments.companyId, rejected.companyId),
          isNotNull(companyDocuments.replacedAt),
        ),
      );
    expect(replaced.map((doc) => doc.fileId)).toEqual([rejected.request.documents.CHARTER]);

    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cb.user.id));
    expect(
      notices.filter(
        (notice) =>
          notice.type === NotificationType.COMPANY_SUBMITTED &&
          notice.params.companyName === 'ТОО «Исправленная Логистика»',
      ),
    ).toHaveLength(1);
  });

  it('keeps the documents named by their current ids', async () => {
    const rejected = await rejectedRegistration();
    const response = await resubmit(rejected.owner, correction(rejected.request));
    expect(response.statusCode).toBe(200);
    expect(response.json<CompanyProfile>().documents.map((doc) => doc.id)).toEqual([
      rejected.request.documents.CHARTER,
    ]);
  });

  it('goes through reject, resubmit and approve with every step kept', async () => {
    const rejected = await rejectedRegistration('Неверный юридический адрес');
    expect(
      (await resubmit(rejected.owner, correction(rejected.request, { legalAddress: 'г. Астана' })))
        .statusCode,
    ).toBe(200);
    const approval = await ctx.app.inject({
      method: 'POST',
      url: `/api/cb/companies/${rejected.companyId}/approve`,
      headers: cb.headers,
      payload: { version: 3 },
    });
    expect(approval.statusCode).toBe(200);
    const history = approval.json<CompanyProfile>().history;
    expect(history.map((event) => [event.action, event.actor?.id, event.comment])).toEqual([
      ['SUBMITTED', rejected.owner.user.id, null],
      ['REJECTED', cb.user.id, 'Неверный юридический адрес'],
      ['RESUBMITTED', rejected.owner.user.id, null],
      ['APPROVED', cb.user.id, null],
    ]);
  });

  it('refuses a resubmission unless the registration was rejected', async () => {
    const pending = await registerCompanyViaApi(ctx.app, 'CARRIER');
    const response = await resubmit(pending.owner, correction(pending.request, { version: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_NOT_REJECTED');
  });

  it('refuses a resubmission on a stale version', async () => {
    const rejected = await rejectedRegistration();
    const response = await resubmit(rejected.owner, correction(rejected.request, { version: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VERSION_CONFLICT');
  });

  it('refuses a BIN that another company has', async () => {
    const rejected = await rejectedRegistration();
    const other = await newCompanyOwner(ctx.app, 'FORWARDER');
    const response = await resubmit(
      rejected.owner,
      correction(rejected.request, { bin: other.company.bin }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BIN_ALREADY_REGISTERED');
  });

  it("refuses another company's document", async () => {
    const rejected = await rejectedRegistration();
    const other = await registerCompanyViaApi(ctx.app, 'FORWARDER');
    const response = await resubmit(
      rejected.owner,
      correction(rejected.request, { documents: { CHARTER: other.request.documents.CHARTER } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'documents.CHARTER': 'validation.documentUnavailable',
    });
  });

  it('runs the registration rules on the corrected data', async () => {
    const rejected = await rejectedRegistration();
    const response = await resubmit(
      rejected.owner,
      correction(rejected.request, { bin: '780322300455', firstName: 'John' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      bin: 'validation.binCheckDigit',
      firstName: 'validation.cyrillic',
    });
  });
});
