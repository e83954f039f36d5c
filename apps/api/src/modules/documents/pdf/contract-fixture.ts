import type { ContractDocumentData, ContractRoutePoint } from './contract-data.js';

/**
 * A realistic contract-application for tests and the bench: an Almaty forwarder, a Karaganda
 * carrier, 20 t of pallets on a tent truck. BINs and the IIN carry valid check digits.
 */

export const FORWARDER_BIN = '150140005122';
export const CARRIER_BIN = '190840021573';

const ROUTE_CITIES: readonly { city: string; address: string; contact: string }[] = [
  { city: 'Алматы', address: 'ул. Бекмаханова, 93, склад № 4', contact: 'Әлібек Нұрланұлы' },
  { city: 'Қонаев', address: 'ул. Индустриальная, 12', contact: 'Гүлназ Серікқызы' },
  { city: 'Балқаш', address: 'ул. Тәуелсіздік, 21', contact: 'Ерболат Қанатұлы' },
  { city: 'Қарағанды', address: 'Учётный квартал 015, строение 7', contact: 'Ирина Ким' },
  { city: 'Теміртау', address: 'пр. Республики, 101', contact: 'Данияр Өмірзақов' },
  { city: 'Астана', address: 'ш. Ақмола, 2/1, терминал «Қазына»', contact: 'Айжан Бекова' },
  { city: 'Көкшетау', address: 'ул. Ауельбекова, 139', contact: 'Марат Жүсіпов' },
  { city: 'Петропавл', address: 'ул. Жамбыла, 230', contact: 'Ольга Сидоренко' },
  { city: 'Қостанай', address: 'пр. Абая, 28', contact: 'Нұрсұлтан Әбенов' },
  { city: 'Ақтөбе', address: 'ул. Шернияза, 54, склад «Ақжол»', contact: 'Сәуле Иманова' },
];

function isoDatePlusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** A route of `count` points (2 to 10) through Kazakhstan, a day between points. */
export function fixtureRoute(count: number, firstDate = '2026-03-16'): ContractRoutePoint[] {
  const cities = ROUTE_CITIES.slice(0, Math.max(2, Math.min(count, ROUTE_CITIES.length)));
  return cities.map((stop, index) => ({
    kind: index === 0 ? 'LOADING' : index === cities.length - 1 ? 'UNLOADING' : 'INTERMEDIATE',
    address: stop.address,
    city: stop.city,
    country: 'Қазақстан',
    contactName: stop.contact,
    contactPhone: `+7 701 555 ${String(10 + index).padStart(2, '0')} ${String(40 + index)}`,
    plannedDate: isoDatePlusDays(firstDate, index),
  }));
}

export function contractFixture(
  overrides: Partial<ContractDocumentData> = {},
): ContractDocumentData {
  return {
    contractNumber: 'KZ-2026-000184/1',
    contractDate: '2026-03-14',
    contractPlace: 'Алматы',
    orderNumber: 'KZ-2026-000184',
    orderDate: '2026-03-12',
    forwarder: {
      organizationName: 'ТОО «Дала Логистикс»',
      bin: FORWARDER_BIN,
      legalAddress: 'Республика Казахстан, г. Алматы, пр. Достык, 162, офис 405',
      actualAddress: 'г. Алматы, ул. Розыбакиева, 247А, офис 12',
      signatoryName: 'Сейітқали Айгерім Нұрланқызы',
      signatoryPosition: 'директор',
      phone: '+7 727 355 41 20',
      email: 'info@dala-logistics.kz',
    },
    carrier: {
      organizationName: 'ТОО «Қазақ Жол Транс»',
      bin: CARRIER_BIN,
      legalAddress: 'Республика Казахстан, г. Караганда, ул. Бұқар жырау, 57/2',
      actualAddress: 'г. Караганда, Учётный квартал 015, строение 7',
      signatoryName: 'Жұмабеков Ерлан Серікұлы',
      signatoryPosition: 'генеральный директор',
      phone: '+7 7212 41 88 05',
      email: 'dispatch@kazakh-zhol.kz',
    },
    route: fixtureRoute(3),
    cargo: {
      name: 'Бытовая техника (холодильники, стиральные машины)',
      weightTons: 20.5,
      volumeM3: 82,
      packageType: 'PALLETS',
      seats: 33,
      seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.8 },
      declaredValue: { amount: '48500000.00', currency: 'KZT' },
      loadingMethod: 'REAR',
      specialConditions: 'Ярусность не более 2; крепление ремнями, не менее 4 на секцию.',
    },
    transportType: 'TENT',
    transportationType: 'DOMESTIC',
    driver: {
      fullName: 'Сәрсенбаев Нұрлан Қайратұлы',
      iin: '850312300121',
      licenceNumber: 'AB 0456123',
    },
    vehicle: {
      brand: 'Volvo',
      model: 'FH 460',
      plateNumber: '123 ABC 09',
      techPassportNumber: 'KZ 09 456789',
    },
    price: { amount: '1250000.00', currency: 'KZT' },
    paymentTerms: 'POSTPAYMENT',
    paymentDueBankingDays: 5,
    generatedAt: new Date('2026-03-14T05:30:00Z'),
    ...overrides,
  };
}

/** The bench's contract: the same order with a route of 10 points. */
export function tenPointContractFixture(): ContractDocumentData {
  return contractFixture({ route: fixtureRoute(10) });
}
