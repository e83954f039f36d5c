import type { ConsignmentNoteTexts } from './consignment-note-texts.js';

export const ru: ConsignmentNoteTexts = {
  title: {
    international: 'МЕЖДУНАРОДНАЯ ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ CMR',
    domestic: 'ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ',
  },
  number: (noteNumber) => `№ ${noteNumber}`,
  reference: (orderNumber, contractNumber) =>
    `К заявке № ${orderNumber}` + (contractNumber ? `, договору-заявке № ${contractNumber}` : ''),
  cmrStatement:
    'Настоящая перевозка, независимо от любого соглашения об ином, подчиняется положениям ' +
    'Конвенции о договоре международной дорожной перевозки грузов (КДПГ/CMR).',
  boxes: {
    sender: 'Отправитель (наименование, адрес, страна)',
    consignee: 'Получатель (наименование, адрес, страна)',
    delivery: 'Место разгрузки груза',
    takingOver: 'Место и дата погрузки груза',
    documents: 'Прилагаемые документы',
    marks: 'Знаки и номера',
    packages: 'Количество мест',
    packing: 'Род упаковки',
    goods: 'Наименование груза',
    grossWeight: 'Вес брутто, кг',
    volume: 'Объём, м³',
    customs: 'Указания отправителя (таможенная и иная обработка)',
    carrier: 'Перевозчик (наименование, адрес, страна)',
    reservations: 'Оговорки и замечания перевозчика',
    specialAgreements: 'Особые согласованные условия',
    charges: 'Провозная плата',
    madeOut: 'Составлена (место, дата)',
    senderSignature: 'Подпись и печать отправителя',
    carrierSignature: 'Подпись и печать перевозчика',
    goodsReceived: 'Груз получен: дата, подпись и печать получателя',
    vehicle: 'Автомобиль (марка, госномер)',
    driver: 'Водитель',
  },
  seal: (sealNumber) => `Пломба № ${sealNumber}`,
  receipt: {
    confirmed: (confirmedBy, confirmedAt) => `Груз получен ${confirmedAt}, ${confirmedBy}`,
    reservation: 'Оговорка получателя',
    noReservation: 'Без оговорок',
  },
  footer: (noteNumber, page, pages) => `Накладная № ${noteNumber} · страница ${page} из ${pages}`,
};
