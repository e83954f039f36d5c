import {
  CompanyDocumentKind,
  Role,
  type CompanyKind,
  type RegistrationRequest,
  type StagedDocument,
} from '@freight/shared';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { findSessionState } from '../src/platform/auth/session-repo.js';
import {
  bearer,
  createAccount,
  createCompany,
  createUser,
  TEST_PASSWORD,
  validBin,
  type TestCompany,
  type TestUser,
} from './auth-helpers.js';
import { multipartForm, SAMPLE_PDF, type UploadFile } from './uploads.js';

/**
 * Onboarding's factories: companies with owners, staff and platform accounts, each with a
 * signed access token (tests never go through the login endpoints for this).
 */
export interface SignedInAccount {
  user: TestUser;
  company: TestCompany | null;
  token: string;
  headers: { authorization: string };
}

export async function signedIn(
  app: App,
  user: TestUser,
  company: TestCompany | null = null,
  options: { underReview?: boolean } = {},
): Promise<SignedInAccount> {
  // A token of the user's current session epoch, as a sign-in would give (0 for a new user).
  const state = await findSessionState(app.database.db, user.id);
  const token = await app.tokens.sign(
    {
      id: user.id,
      role: user.role as Role,
      companyId: user.companyId,
      underReview: options.underReview ?? false,
    },
    state?.sessionEpoch ?? 0,
  );
  return { user, company, token, headers: bearer(token) };
}

/** The owner of a new forwarder or carrier in the given review state. */
export async function newCompanyOwner(
  app: App,
  kind: CompanyKind,
  options: { status?: 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED'; underReview?: boolean } = {},
): Promise<SignedInAccount & { company: TestCompany }> {
  const role = kind === 'FORWARDER' ? Role.FORWARDER : Role.DRIVER_COMPANY;
  const company = await createCompany(app.database.db, {
    kind,
    status: options.status ?? 'APPROVED',
  });
  const user = await createUser(app.database.db, { role, companyId: company.id, canSign: true });
  const account = await signedIn(app, user, company, {
    underReview: options.underReview ?? options.status === 'REJECTED',
  });
  return { ...account, company };
}

/** An employee (forwarder) or logistician (carrier) of `company`. */
export async function newCompanyStaff(
  app: App,
  company: TestCompany,
  values: { isActive?: boolean; email?: string; canSign?: boolean } = {},
): Promise<SignedInAccount> {
  const role = company.kind === 'FORWARDER' ? Role.EMPLOYEE : Role.LOGISTICIAN;
  const user = await createUser(app.database.db, { role, companyId: company.id, ...values });
  return signedIn(app, user, company);
}

/** A platform account: CB (with its security-service company), moderator or admin. */
export async function newPlatformAccount(
  app: App,
  role: typeof Role.CB | typeof Role.MODERATOR | typeof Role.ADMIN,
  options: { company?: TestCompany; isActive?: boolean } = {},
): Promise<SignedInAccount> {
  const account = await createAccount(app.database.db, role, {
    ...(options.company ? { company: options.company } : {}),
    user: { isActive: options.isActive ?? true },
  });
  return signedIn(app, account.user, account.company);
}

/** A random IIN that passes the check digit (the same format as a BIN). */
export const validIin = validBin;

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}-${randomInt(1_000_000)}@test.kz`;
}

export async function uploadRegistrationDocument(
  app: App,
  kind: CompanyDocumentKind = CompanyDocumentKind.CHARTER,
  file: UploadFile = { filename: 'устав.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
): Promise<StagedDocument> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registration/documents',
    ...multipartForm({ kind }, file),
  });
  if (response.statusCode !== 201) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<StagedDocument>();
}

/** A complete, valid registration body whose charter is freshly uploaded. */
export async function registrationBody(
  app: App,
  overrides: Partial<RegistrationRequest> = {},
): Promise<RegistrationRequest> {
  const charter = await uploadRegistrationDocument(app);
  return {
    lastName: 'Сейтжанов',
    firstName: 'Арман',
    middleName: 'Бахытович',
    organizationName: `ТОО «Новая Логистика ${randomInt(1_000_000)}»`,
    bin: validBin(),
    legalAddress: 'г. Алматы, ул. Сатпаева, 30',
    actualAddress: 'г. Алматы, ул. Сатпаева, 30, офис 4',
    signatoryPosition: 'Директор',
    phone: '+7 701 123 4567',
    email: uniqueEmail('owner'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    acceptAgreement: true,
    acceptDataProcessing: true,
    documents: { CHARTER: charter.id },
    ...overrides,
  };
}

/**
 * Registers a company through the public endpoint (documents, agreement, history and all) and
 * returns its owner, signed in as the login would sign it in for the given review state.
 */
export async function registerCompanyViaApi(
  app: App,
  kind: CompanyKind,
  overrides: Partial<RegistrationRequest> = {},
): Promise<{ companyId: string; request: RegistrationRequest; owner: SignedInAccount }> {
  const request = await registrationBody(app, overrides);
  const url =
    kind === 'FORWARDER'
      ? '/api/registration/expeditors/startRegister'
      : '/api/driver-companies/registration';
  const response = await app.inject({ method: 'POST', url, payload: request });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const { companyId } = response.json<{ companyId: string }>();
  const [user] = await app.database.db.select().from(users).where(eq(users.email, request.email));
  if (!user) throw new Error('registered owner not found');
  return { companyId, request, owner: await signedIn(app, user) };
}

/** The owner's session after a rejection: the login marks it under review. */
export function underReview(app: App, account: SignedInAccount): Promise<SignedInAccount> {
  return signedIn(app, account.user, account.company, { underReview: true });
}

export { TEST_PASSWORD };
