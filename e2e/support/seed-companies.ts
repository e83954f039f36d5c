import type {
  CompanyDetail,
  CompanyKind,
  CompanyProfile,
  RegistrationResponse,
  StagedDocument,
} from '@freight/shared';
import type { ApiClient } from './api-client';
import type { Credentials } from './demo-accounts';
import { pdfFile, type FixtureFile } from './fixture-files';
import { uniqueBinOrIin } from './identity-numbers';
import { uniqueStamp } from './unique-stamp';

/** What the sign-up form asks for, as a person types it. */
export interface RegistrationData {
  lastName: string;
  firstName: string;
  middleName: string;
  organizationName: string;
  bin: string;
  legalAddress: string;
  actualAddress: string;
  signatoryPosition: string;
  phone: string;
  email: string;
  password: string;
}

/** A company a fixture registered, and the owner account that signs in for it. */
export interface SeededCompany {
  id: string;
  kind: CompanyKind;
  name: string;
  bin: string;
  owner: Credentials;
  registration: RegistrationData;
}

export const OWNER_PASSWORD = 'Owner12345!';

const REGISTRATION_PATHS: Record<CompanyKind, string> = {
  FORWARDER: '/registration/expeditors/startRegister',
  CARRIER: '/driver-companies/registration',
};

/** A registration nobody else in this worker's database has: own name, BIN and e-mail. */
export function newRegistration(kind: CompanyKind): RegistrationData {
  const stamp = uniqueStamp();
  const tag = kind === 'FORWARDER' ? 'forwarder' : 'carrier';
  return {
    lastName: 'Сейітқали',
    firstName: 'Әлия',
    middleName: 'Ерланқызы',
    organizationName: `ТОО «E2E ${tag} ${stamp}»`,
    bin: uniqueBinOrIin(kind === 'FORWARDER' ? '19' : '20'),
    legalAddress: 'г. Алматы, ул. Абая, 10',
    actualAddress: 'г. Алматы, ул. Абая, 10, офис 5',
    signatoryPosition: 'Директор',
    phone: '+7 701 555 12 34',
    email: `e2e-${tag}-${stamp}@example.kz`,
    password: OWNER_PASSWORD,
  };
}

/** Uploads the charter and sends the registration: the company waits for review. */
export async function registerCompany(
  api: ApiClient,
  kind: CompanyKind,
  registration: RegistrationData = newRegistration(kind),
  charter: FixtureFile = pdfFile('charter.pdf', 'Charter'),
): Promise<SeededCompany> {
  const document = await api.call<StagedDocument>('POST', '/registration/documents', {
    multipart: { kind: 'CHARTER', file: charter },
    status: 201,
  });
  const { password, ...details } = registration;
  const { companyId } = await api.call<RegistrationResponse>('POST', REGISTRATION_PATHS[kind], {
    data: {
      ...details,
      password,
      confirmPassword: password,
      acceptAgreement: true,
      acceptDataProcessing: true,
      documents: { CHARTER: document.id },
    },
    status: 201,
  });
  return {
    id: companyId,
    kind,
    name: registration.organizationName,
    bin: registration.bin,
    owner: { login: registration.email, password },
    registration,
  };
}

async function currentVersion(api: ApiClient, company: SeededCompany): Promise<number> {
  const detail = await api.call<CompanyDetail>('GET', `/cb/companies/${company.id}`, {
    as: 'security service',
    status: 200,
  });
  return detail.version;
}

/** The security service approves the company: its owner may sign in. */
export async function approveCompany(api: ApiClient, company: SeededCompany): Promise<void> {
  await api.call<CompanyDetail>('POST', `/cb/companies/${company.id}/approve`, {
    as: 'security service',
    data: { version: await currentVersion(api, company) },
    status: 200,
  });
}

/** The security service rejects the company with `comment`. */
export async function rejectCompany(
  api: ApiClient,
  company: SeededCompany,
  comment: string,
): Promise<void> {
  await api.call<CompanyDetail>('POST', `/cb/companies/${company.id}/reject`, {
    as: 'security service',
    data: { version: await currentVersion(api, company), comment },
    status: 200,
  });
}

/** The owner of a rejected company corrects `changes` and sends it back to review. */
export async function resubmitRegistration(
  api: ApiClient,
  company: SeededCompany,
  changes: Partial<Pick<RegistrationData, 'legalAddress' | 'actualAddress'>>,
): Promise<void> {
  const status = await api.call<CompanyProfile>('GET', '/registration/status', {
    as: company.owner,
    status: 200,
  });
  const { lastName, firstName, middleName, phone, organizationName, bin } = company.registration;
  const charter = status.documents.find((document) => document.kind === 'CHARTER');
  await api.call<CompanyProfile>('PUT', '/registration', {
    as: company.owner,
    data: {
      lastName,
      firstName,
      middleName,
      phone,
      organizationName,
      bin,
      legalAddress: changes.legalAddress ?? status.legalAddress,
      actualAddress: changes.actualAddress ?? status.actualAddress,
      signatoryPosition: status.signatoryPosition,
      documents: { CHARTER: charter?.id },
      version: status.version,
    },
    status: 200,
  });
}

/** A company registered and approved: its owner signs in and works at once. */
export async function registerApprovedCompany(
  api: ApiClient,
  kind: CompanyKind,
): Promise<SeededCompany> {
  const company = await registerCompany(api, kind);
  await approveCompany(api, company);
  return company;
}

/** A forwarder's employee or a carrier's logistician, as the owner's form asks for one. */
export interface StaffData {
  lastName: string;
  firstName: string;
  middleName: string;
  iin: string;
  email: string;
  phone: string;
  password: string;
  canSign: boolean;
}

export const STAFF_PASSWORD = 'Staff12345!';

export function newStaffMember(canSign: boolean): StaffData {
  return {
    lastName: 'Жұмабеков',
    firstName: 'Нұрлан',
    middleName: 'Серікұлы',
    iin: uniqueBinOrIin('90'),
    email: `e2e-staff-${uniqueStamp()}@example.kz`,
    phone: '+7 702 111 22 33',
    password: STAFF_PASSWORD,
    canSign,
  };
}

/** The owner adds `staff` to the company: an employee or a logistician by the company's kind. */
export async function addStaffMember(
  api: ApiClient,
  company: SeededCompany,
  staff: StaffData,
): Promise<Credentials> {
  const path = company.kind === 'FORWARDER' ? '/employees' : '/company-logists';
  await api.call('POST', path, { as: company.owner, data: staff, status: 201 });
  return { login: staff.email, password: staff.password };
}
