import type { ConsignmentNoteData } from './consignment-note-data.js';
import { contractFixture } from './contract-fixture.js';

/**
 * The consignment note of the contract fixture's order. The international variant carries the
 * goods from Almaty to Urumqi through Khorgos; the domestic one stays in Kazakhstan.
 */
export function consignmentNoteFixture(
  options: { international: boolean },
  overrides: Partial<ConsignmentNoteData> = {},
): ConsignmentNoteData {
  const contract = contractFixture();
  const { forwarder, carrier } = contract;
  return {
    noteNumber: 'KZ-2026-000184-N1',
    orderNumber: contract.orderNumber,
    contractNumber: contract.contractNumber,
    madeOut: { place: 'Алматы', date: '2026-03-16' },
    sender: {
      name: forwarder.organizationName,
      bin: forwarder.bin,
      address: 'г. Алматы, ул. Бекмаханова, 93, склад № 4',
      country: 'Қазақстан',
      phone: forwarder.phone ?? null,
    },
    carrier: {
      name: carrier.organizationName,
      bin: carrier.bin,
      address: carrier.legalAddress,
      country: 'Қазақстан',
      phone: carrier.phone ?? null,
    },
    consignee: options.international
      ? {
          name: '新疆丝路商贸有限公司',
          address: '乌鲁木齐市 新市区 苏州东街 388号',
          country: '中国',
          phone: '+86 991 555 0142',
        }
      : {
          name: 'ТОО «Астана Сауда Орталығы»',
          bin: '070340019251',
          address: 'г. Астана, ш. Ақмола, 2/1, терминал «Қазына»',
          country: 'Қазақстан',
          phone: '+7 7172 55 40 12',
        },
    takingOver: { place: 'Алматы, ул. Бекмаханова, 93', country: 'Қазақстан', date: '2026-03-16' },
    delivery: options.international
      ? { place: '乌鲁木齐市 新市区 苏州东街 388号', country: '中国', date: '2026-03-20' }
      : { place: 'Астана, ш. Ақмола, 2/1', country: 'Қазақстан', date: '2026-03-18' },
    cargo: contract.cargo,
    marksAndNumbers: 'DL-0184 1–33',
    documentsAttached: [
      'Счёт-фактура № 318 от 15.03.2026',
      'Упаковочный лист',
      'Сертификат происхождения СТ-1',
    ],
    charges: { freight: contract.price, paymentTerms: contract.paymentTerms },
    customsInstructions: options.international
      ? 'Таможенное оформление экспорта: т/п «Хоргос»; импорта: таможня Урумчи.'
      : null,
    specialAgreements: null,
    vehicle: contract.vehicle,
    driver: contract.driver,
    international: options.international,
    receipt: null,
    generatedAt: new Date('2026-03-16T03:15:00Z'),
    ...overrides,
  };
}
