import type { ConsignmentNoteTexts } from './consignment-note-texts.js';

export const en: ConsignmentNoteTexts = {
  title: {
    international: 'INTERNATIONAL CONSIGNMENT NOTE CMR',
    domestic: 'CONSIGNMENT NOTE (WAYBILL)',
  },
  number: (noteNumber) => `No. ${noteNumber}`,
  reference: (orderNumber, contractNumber) =>
    `Order No. ${orderNumber}` +
    (contractNumber ? `, contract-application No. ${contractNumber}` : ''),
  cmrStatement:
    'This carriage is subject, notwithstanding any clause to the contrary, to the Convention on ' +
    'the Contract for the International Carriage of Goods by Road (CMR).',
  boxes: {
    sender: 'Sender (name, address, country)',
    consignee: 'Consignee (name, address, country)',
    delivery: 'Place of delivery of the goods',
    takingOver: 'Place and date of taking over the goods',
    documents: 'Documents attached',
    marks: 'Marks and Nos',
    packages: 'Number of packages',
    packing: 'Method of packing',
    goods: 'Nature of the goods',
    grossWeight: 'Gross weight, kg',
    volume: 'Volume, m³',
    customs: "Sender's instructions (customs and other formalities)",
    carrier: 'Carrier (name, address, country)',
    reservations: "Carrier's reservations and observations",
    specialAgreements: 'Special agreements',
    charges: 'Carriage charges',
    madeOut: 'Established in (place, date)',
    senderSignature: 'Signature and stamp of the sender',
    carrierSignature: 'Signature and stamp of the carrier',
    goodsReceived: 'Goods received: date, signature and stamp of the consignee',
    vehicle: 'Vehicle (make, registration plate)',
    driver: 'Driver',
  },
  seal: (sealNumber) => `Seal No. ${sealNumber}`,
  receipt: {
    confirmed: (confirmedBy, confirmedAt) => `Received on ${confirmedAt} by ${confirmedBy}`,
    reservation: "Consignee's reservation",
    noReservation: 'No reservations',
  },
  footer: (noteNumber, page, pages) =>
    `Consignment note No. ${noteNumber} · page ${page} of ${pages}`,
};
