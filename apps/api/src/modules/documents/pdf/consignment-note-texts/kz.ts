import type { ConsignmentNoteTexts } from './consignment-note-texts.js';

export const kz: ConsignmentNoteTexts = {
  title: {
    international: 'CMR ХАЛЫҚАРАЛЫҚ ТАУАР-КӨЛІК ЖҮКҚҰЖАТЫ',
    domestic: 'ТАУАР-КӨЛІК ЖҮКҚҰЖАТЫ',
  },
  number: (noteNumber) => `№ ${noteNumber}`,
  reference: (orderNumber, contractNumber) =>
    `№ ${orderNumber} өтінімге` + (contractNumber ? `, № ${contractNumber} шарт-өтінімге` : ''),
  cmrStatement:
    'Осы тасымалдау кез келген өзгеше келісімге қарамастан Жүктерді халықаралық автомобильмен ' +
    'тасымалдау шарты туралы конвенцияның (CMR) ережелеріне бағынады.',
  boxes: {
    sender: 'Жөнелтуші (атауы, мекенжайы, елі)',
    consignee: 'Алушы (атауы, мекенжайы, елі)',
    delivery: 'Жүкті түсіру орны',
    takingOver: 'Жүкті тиеу орны мен күні',
    documents: 'Қоса берілетін құжаттар',
    marks: 'Белгілер мен нөмірлер',
    packages: 'Орын саны',
    packing: 'Орам түрі',
    goods: 'Жүктің атауы',
    grossWeight: 'Брутто салмағы, кг',
    volume: 'Көлемі, м³',
    customs: 'Жөнелтушінің нұсқаулары (кедендік және өзге де ресімдеу)',
    carrier: 'Тасымалдаушы (атауы, мекенжайы, елі)',
    reservations: 'Тасымалдаушының ескертпелері мен ескертулері',
    specialAgreements: 'Ерекше келісілген шарттар',
    charges: 'Тасымалдау ақысы',
    madeOut: 'Жасалған орны мен күні',
    senderSignature: 'Жөнелтушінің қолы мен мөрі',
    carrierSignature: 'Тасымалдаушының қолы мен мөрі',
    goodsReceived: 'Жүк алынды: күні, алушының қолы мен мөрі',
    vehicle: 'Автокөлік (маркасы, мемлекеттік нөмірі)',
    driver: 'Жүргізуші',
  },
  seal: (sealNumber) => `Пломба № ${sealNumber}`,
  receipt: {
    confirmed: (confirmedBy, confirmedAt) => `Жүкті ${confirmedAt} ${confirmedBy} алды`,
    reservation: 'Алушының ескертпесі',
    noReservation: 'Ескертпесіз',
  },
  footer: (noteNumber, page, pages) => `№ ${noteNumber} жүкқұжат · ${pages} беттің ${page}-беті`,
};
