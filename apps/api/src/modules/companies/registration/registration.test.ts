import {
  DATA_PROCESSING_CONSENT_VERSION,
  NotificationType,
  Role,
  USER_AGREEMENT_VERSION,
  type RegistrationRequest,
} from '@freight/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementAcceptances,
  auditLog,
  companies,
  companyDocuments,
  companyReviewHistory,
  files,
  notifications,
  users,
} from '../../../db/schema.js';
import { validBin } from '../../../../test/auth-helpers.js';
import {
  newPlatformAccount,
  registrationBody,
  uniqueEmail,
  uploadRegistrationDocument,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

const FORWARDER_URL = '/api/registration/expeditors/startRegister';
const CARRIER_URL = '/api/driver-companies/registration';

describe(`registration (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
  });
  afterAll(() => ctx.close());

  const register = (body: unknown, url = FORWARDER_URL) =>
    ctx.app.inject({ method: 'POST', url, payload: body as object });

  async function body(overrides: Partial<RegistrationRequest> = {}) {
    return registrationBody(ctx.app, overrides);
  }

  async function countRows(table: typeof companies | typeof users): Promise<number> {
    const [row] = await ctx.database.db.select({ total: count() }).from(table);
    return row?.total ?? 0;
  }

  async function expectRefused(payload: unknown, field: string, key: string) {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toHaveProperty([field], key);
  }

  describe('a valid registration', () => {
    it('creates a forwarder pending review with its owner, documents, agreement and history', async () => {
      const vat = await uploadRegistrationDocument(ctx.app, 'VAT_CERTIFICATE');
      const request = await body({ middleName: null });
      request.documents.VAT_CERTIFICATE = vat.id;
      const response = await ctx.app.inject({
        method: 'POST',
        url: FORWARDER_URL,
        payload: request,
        headers: { 'user-agent': 'registration-test' },
        remoteAddress: '10.1.2.3',
      });
      expect(response.statusCode).toBe(201);
      const { companyId } = response.json();
      expect(response.json()).toEqual({ companyId, kind: 'FORWARDER', status: 'PENDING_REVIEW' });

      const db = ctx.database.db;
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      expect(company).toMatchObject({
        kind: 'FORWARDER',
        status: 'PENDING_REVIEW',
        name: request.organizationName,
        bin: request.bin,
        legalAddress: request.legalAddress,
        actualAddress: request.actualAddress,
        signatoryPosition: request.signatoryPosition,
      });
      const [owner] = await db.select().from(users).where(eq(users.companyId, companyId));
      expect(owner).toMatchObject({
        role: Role.FORWARDER,
        email: request.email,
        lastName: 'Сейтжанов',
        firstName: 'Арман',
        middleName: null,
        phone: request.phone,
        isActive: true,
      });
      expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);

      const documents = await db
        .select({ kind: companyDocuments.kind, fileId: companyDocuments.fileId })
        .from(companyDocuments)
        .where(eq(companyDocuments.companyId, companyId));
      expect(documents).toHaveLength(2);
      expect(documents).toEqual(
        expect.arrayContaining([
          { kind: 'CHARTER', fileId: request.documents.CHARTER },
          { kind: 'VAT_CERTIFICATE', fileId: vat.id },
        ]),
      );
      const [charter] = await db
        .select()
        .from(files)
        .where(eq(files.id, request.documents.CHARTER));
      expect(charter).toMatchObject({ companyId, uploadedBy: owner?.id });

      const [acceptance] = await db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.companyId, companyId));
      expect(acceptance).toMatchObject({
        userId: owner?.id,
        agreementVersion: USER_AGREEMENT_VERSION,
        dataProcessingVersion: DATA_PROCESSING_CONSENT_VERSION,
        ip: '10.1.2.3',
        userAgent: 'registration-test',
      });
      expect(acceptance?.acceptedAt).toBeInstanceOf(Date);

      const history = await db
        .select()
        .from(companyReviewHistory)
        .where(eq(companyReviewHistory.companyId, companyId));
      expect(history).toMatchObject([{ action: 'SUBMITTED', actorUserId: owner?.id }]);
      const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, companyId));
      expect(audit).toMatchObject([{ action: 'company.registered', actorUserId: owner?.id }]);
    });

    it('creates a carrier with a driver-company owner through the carrier endpoint', async () => {
      const request = await body();
      const response = await register(request, CARRIER_URL);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ kind: 'CARRIER', status: 'PENDING_REVIEW' });
      const [owner] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, request.email));
      expect(owner?.role).toBe(Role.DRIVER_COMPANY);
    });

    it('notifies every active security-service account, and no one else', async () => {
      const reviewer = await newPlatformAccount(ctx.app, Role.CB);
      const retired = await newPlatformAccount(ctx.app, Role.CB, { isActive: false });
      const moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
      const request = await body();
      const response = await register(request);
      expect(response.statusCode).toBe(201);

      const received = (userId: string) =>
        ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      const [notice] = await received(reviewer.user.id);
      expect(notice).toMatchObject({
        type: NotificationType.COMPANY_SUBMITTED,
        params: { companyName: request.organizationName, bin: request.bin, kind: 'FORWARDER' },
        link: `/expeditor/${encodeURIComponent(request.email)}`,
      });
      expect(await received(retired.user.id)).toHaveLength(0);
      expect(await received(moderator.user.id)).toHaveLength(0);
    });

    it('accepts the valid BIN 900115300003', async () => {
      const response = await register(await body({ bin: '900115300003' }));
      expect(response.statusCode).toBe(201);
    });

    it('stores the e-mail lower-cased, so it is the login in any case', async () => {
      const email = uniqueEmail('MixedCase').toUpperCase();
      const response = await register(await body({ email }));
      expect(response.statusCode).toBe(201);
      const [owner] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      expect(owner).toBeDefined();
    });
  });

  describe('duplicates', () => {
    it("refuses a BIN already registered with 'This BIN or IIN is already registered!'", async () => {
      const bin = validBin();
      expect((await register(await body({ bin }))).statusCode).toBe(201);
      const usersBefore = await countRows(users);
      const response = await register(await body({ bin }), CARRIER_URL);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'BIN_ALREADY_REGISTERED',
        message: 'This BIN or IIN is already registered!',
      });
      expect(await countRows(users)).toBe(usersBefore);
    });

    it("refuses an e-mail already used, in any case, with 'Expeditor already exist'", async () => {
      const email = uniqueEmail('taken');
      expect((await register(await body({ email }))).statusCode).toBe(201);
      const companiesBefore = await countRows(companies);
      const response = await register(await body({ email: email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'EXPEDITOR_ALREADY_EXISTS',
        message: 'Expeditor already exist',
      });
      expect(await countRows(companies)).toBe(companiesBefore);
    });
  });

  describe('documents', () => {
    it('refuses a staged document that another registration already used', async () => {
      const first = await body();
      expect((await register(first)).statusCode).toBe(201);
      const second = await body();
      second.documents.CHARTER = first.documents.CHARTER;
      await expectRefused(second, 'documents.CHARTER', 'validation.documentUnavailable');
    });

    it('refuses an id that names no uploaded document', async () => {
      const request = await body();
      request.documents.CHARTER = '00000000-0000-4000-8000-000000000000';
      await expectRefused(request, 'documents.CHARTER', 'validation.documentUnavailable');
    });

    it('refuses a document uploaded as another kind', async () => {
      const vat = await uploadRegistrationDocument(ctx.app, 'VAT_CERTIFICATE');
      const request = await body();
      request.documents.CHARTER = vat.id;
      await expectRefused(request, 'documents.CHARTER', 'validation.documentUnavailable');
    });

    it('leaves a staged document usable when its registration fails', async () => {
      const bin = validBin();
      expect((await register(await body({ bin }))).statusCode).toBe(201);
      const failed = await body({ bin });
      expect((await register(failed)).statusCode).toBe(409);
      const retry = await body();
      retry.documents.CHARTER = failed.documents.CHARTER;
      expect((await register(retry)).statusCode).toBe(201);
    });
  });

  describe('agreement', () => {
    it("answers 'Failed to send agreement.' and creates nothing when the acceptance cannot be recorded", async () => {
      const request = await body();
      const companiesBefore = await countRows(companies);
      const usersBefore = await countRows(users);
      // A real failure of the database, not a stand-in: the table is briefly out of reach.
      await ctx.database.db.execute(
        sql`alter table agreement_acceptances rename to agreement_acceptances_offline`,
      );
      try {
        const response = await register(request);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          code: 'AGREEMENT_NOT_RECORDED',
          message: 'Failed to send agreement.',
        });
      } finally {
        await ctx.database.db.execute(
          sql`alter table agreement_acceptances_offline rename to agreement_acceptances`,
        );
      }
      expect(await countRows(companies)).toBe(companiesBefore);
      expect(await countRows(users)).toBe(usersBefore);
      expect((await register(request)).statusCode).toBe(201);
    });
  });
});
