import {
  DriverStatus,
  type Driver,
  type DriverCarrier,
  type DriverDetail,
  type Vehicle,
} from '@freight/shared';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
}

export const CARRIER_ID = '33333333-3333-4333-8333-333333333333';

export function makeDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: nextId(),
    companyId: CARRIER_ID,
    companyName: 'ТОО «Жол Транс»',
    iin: '900115300003',
    lastName: 'Нурланов',
    firstName: 'Арман',
    middleName: null,
    phone: '+7 701 555 44 33',
    status: DriverStatus.PENDING_APPROVAL,
    reviewComment: null,
    blacklisted: false,
    blacklistReason: null,
    identityDocument: {
      number: '045678912',
      issueDate: '2020-02-01',
      expiryDate: '2030-02-01',
      issuedBy: 'МВД РК',
      registeredAddress: 'Алматы, ул. Абая, 10',
    },
    licence: { number: 'KZ1234567', categories: ['C', 'CE'], expiryDate: '2031-02-01' },
    documentsExpired: false,
    expiredDocuments: [],
    photoFileId: null,
    identityPdfFileId: null,
    rating: null,
    ratingSummary: { average: null, count: 0 },
    eligible: false,
    retiredAt: null,
    version: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDriverDetail(overrides: Partial<DriverDetail> = {}): DriverDetail {
  return {
    ...makeDriver(),
    photo: null,
    identityPdf: null,
    vehicles: [],
    fines: [],
    fineTotals: [],
    history: [
      {
        id: nextId(),
        action: 'SUBMITTED',
        comment: null,
        createdAt: '2025-03-01T10:00:00.000Z',
        actor: null,
      },
    ],
    ...overrides,
  };
}

export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: nextId(),
    companyId: CARRIER_ID,
    companyName: 'ТОО «Жол Транс»',
    plateNumber: '123ABC02',
    techPassportNumber: 'KZ0012345',
    brand: 'MAN',
    model: 'TGX 18.480',
    vin: 'WMA06XZZ7LP123456',
    region: 'г. Алматы',
    manufactureYear: 2020,
    registrationDate: '2020-05-10',
    engineVolume: 12.4,
    bodyType: null,
    capacityTons: null,
    capacityM3: null,
    assignedDriver: null,
    retiredAt: null,
    version: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDriverCarrier(overrides: Partial<DriverCarrier> = {}): DriverCarrier {
  return {
    id: CARRIER_ID,
    name: 'ТОО «Жол Транс»',
    bin: '040540001230',
    drivers: 5,
    pending: 1,
    blacklisted: 1,
    ...overrides,
  };
}
