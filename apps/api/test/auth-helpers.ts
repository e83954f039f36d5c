import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  withBinOrIinCheckDigit,
  Role,
  type LoginResponse,
} from '@freight/shared';
import { randomInt } from 'node:crypto';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { companies, users } from '../src/db/schema.js';
import { hashPassword } from '../src/platform/auth/password.js';

/** Every account the factory makes has this password unless told otherwise. */
export const TEST_PASSWORD = 'Secret-pass1';

type CompanyKind = 'FORWARDER' | 'CARRIER' | 'PLATFORM';
type CompanyStatus = 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED';
export type TestCompany = typeof companies.$inferSelect;
export type TestUser = typeof users.$inferSelect;

const hashes = new Map<string, Promise<string>>();
/** argon2id is slow on purpose; one hash per distinct password keeps the suites fast. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
const nextNumber = () => `${process.pid}-${++sequence}`;

/** A random BIN that passes the official check digit. */
export function validBin(): string {
  for (;;) {
    const bin = withBinOrIinCheckDigit(Array.from({ length: 11 }, () => randomInt(10)).join(''));
    if (bin) return bin;
  }
}

export async function createCompany(
  db: Database,
  values: {
    kind: CompanyKind;
    status?: CompanyStatus;
    name?: string;
    bin?: string;
    rating?: number | null;
    legalAddress?: string;
    actualAddress?: string;
  },
): Promise<TestCompany> {
  const number = nextNumber();
  const [company] = await db
    .insert(companies)
    .values({
      kind: values.kind,
      status: values.status ?? 'APPROVED',
      name: values.name ?? `ТОО «Тест ${number}»`,
      bin: values.bin ?? validBin(),
      legalAddress: values.legalAddress ?? `г. Алматы, ул. Юридическая, ${sequence}`,
      actualAddress: values.actualAddress ?? `г. Алматы, ул. Фактическая, ${sequence}`,
      rating: values.rating ?? null,
    })
    .returning();
  if (!company) throw new Error('company not inserted');
  return company;
}

export async function createUser(
  db: Database,
  values: {
    role: Role;
    companyId: string | null;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    middleName?: string | null;
    phone?: string | null;
    canSign?: boolean;
    isActive?: boolean;
    rating?: number | null;
  },
): Promise<TestUser> {
  const [user] = await db
    .insert(users)
    .values({
      companyId: values.companyId,
      role: values.role,
      email: values.email ?? `${values.role.toLowerCase()}-${nextNumber()}@test.kz`,
      passwordHash: await hashOnce(values.password ?? TEST_PASSWORD),
      firstName: values.firstName ?? 'Асхат',
      lastName: values.lastName ?? 'Тестов',
      middleName: values.middleName === undefined ? 'Серикович' : values.middleName,
      phone: values.phone === undefined ? '+7 701 555 0000' : values.phone,
      canSign: values.canSign ?? false,
      isActive: values.isActive ?? true,
      rating: values.rating ?? null,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export function companyKindOf(role: Role): CompanyKind | null {
  if (FORWARDER_SIDE_ROLES.includes(role)) return 'FORWARDER';
  if (CARRIER_SIDE_ROLES.includes(role)) return 'CARRIER';
  if (role === Role.CB) return 'PLATFORM';
  return null;
}

export interface TestAccount {
  user: TestUser;
  company: TestCompany | null;
  login: string;
  password: string;
}

/**
 * An account of `role` with a company of the fitting kind (none for admin and moderator).
 * Pass `company` to add a person to an existing company instead.
 */
export async function createAccount(
  db: Database,
  role: Role,
  options: {
    companyStatus?: CompanyStatus;
    company?: TestCompany;
    user?: Omit<Parameters<typeof createUser>[1], 'role' | 'companyId'>;
  } = {},
): Promise<TestAccount> {
  const kind = companyKindOf(role);
  const company =
    options.company ??
    (kind ? await createCompany(db, { kind, status: options.companyStatus }) : null);
  const user = await createUser(db, { role, companyId: company?.id ?? null, ...options.user });
  return { user, company, login: user.email, password: options.user?.password ?? TEST_PASSWORD };
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** Signs in through the unified endpoint and fails loudly unless that works. */
export async function signIn(
  app: App,
  account: Pick<TestAccount, 'login' | 'password'>,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: account.login, password: account.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${account.login} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<LoginResponse>();
}

/** The claims of an access token, read without verifying (the tests trust their own server). */
export function accessTokenClaims(accessToken: string): Record<string, unknown> {
  const [, payload] = accessToken.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
