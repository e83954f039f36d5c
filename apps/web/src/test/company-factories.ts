import {
  CompanyKind,
  CompanyStatus,
  Role,
  type CarrierPoolMember,
  type CompanyDetail,
  type CompanySummary,
  type Employee,
  type Page,
  type StaffMember,
} from '@freight/shared';

let sequence = 0;

/** A fresh, valid v4-shaped id per call. */
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makePage<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function makeCompanySummary(overrides: Partial<CompanySummary> = {}): CompanySummary {
  const id = nextId();
  return {
    id,
    kind: CompanyKind.FORWARDER,
    organizationName: 'ТОО «Дала Экспресс»',
    bin: '900115300003',
    status: CompanyStatus.PENDING_REVIEW,
    reviewComment: null,
    version: 1,
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    owner: {
      id: nextId(),
      login: `owner-${id.slice(-4)}@dala.kz`,
      lastName: 'Сейітова',
      firstName: 'Айгерим',
      middleName: 'Маратқызы',
      phone: '+7 701 000 00 01',
      isActive: false,
    },
    ratingSummary: { average: null, count: 0 },
    ...overrides,
  };
}

export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  const id = nextId();
  return {
    id,
    login: `employee-${id.slice(-4)}@dala.kz`,
    role: Role.EMPLOYEE,
    lastName: 'Ахметов',
    firstName: 'Ерлан',
    middleName: null,
    iin: '900115300401',
    phone: '+7 702 000 00 02',
    canSign: false,
    isActive: true,
    version: 1,
    createdAt: '2025-01-16T09:00:00.000Z',
    ...overrides,
  };
}

export function makeCompanyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...makeCompanySummary(),
    trustScore: {
      score: 33,
      components: {
        approved: true,
        volume: 0,
        reputation: 0.5,
        paymentSpeed: 0.5,
        problemFactor: 1,
      },
      facts: { completedOrders: 0, ratingCount: 0, problemsAtFault: 0, averageDaysToPayment: null },
    },
    legalAddress: 'Алматы, ул. Абая, 1',
    actualAddress: 'Алматы, ул. Сатпаева, 5',
    signatoryPosition: 'Директор',
    documents: [
      {
        id: nextId(),
        kind: 'CHARTER',
        originalName: 'устав.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        uploadedAt: '2025-01-15T09:58:00.000Z',
      },
    ],
    history: [
      {
        id: nextId(),
        action: 'SUBMITTED',
        comment: null,
        createdAt: '2025-01-15T10:00:00.000Z',
        actor: null,
      },
    ],
    employees: [makeEmployee({ canSign: true })],
    ...overrides,
  };
}

export function makeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const id = nextId();
  return {
    id,
    login: `staff-${id.slice(-4)}@platform.kz`,
    role: Role.MODERATOR,
    lastName: 'Жумабаев',
    firstName: 'Нурлан',
    middleName: null,
    phone: '+7 705 000 00 05',
    companyId: null,
    isActive: true,
    version: 1,
    createdAt: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** A carrier of a forwarder's pool (issue 32), added from a completed order. */
export function makeCarrierPoolMember(
  overrides: Partial<CarrierPoolMember> = {},
): CarrierPoolMember {
  return {
    carrierCompanyId: '55555555-5555-4555-8555-555555555555',
    companyName: 'ТОО «Жол Транс»',
    bin: '180540012345',
    source: 'ORDER',
    orderNumber: 'KZ-2026-000123',
    addedAt: '2026-03-01T10:00:00.000Z',
    addedBy: { firstName: 'Айгерим', lastName: 'Сейітова' },
    completedDeals: 4,
    ...overrides,
  };
}
