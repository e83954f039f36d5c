import type { PaymentTerms } from '@freight/shared';
import type { ContractTexts, TermsInput } from './contract-texts.js';

function paymentClause({ paymentTerms, paymentDueBankingDays: days }: TermsInput): string {
  const clauses: Record<PaymentTerms, string> = {
    PREPAYMENT:
      'The Forwarder transfers 100 % of the freight charge before the vehicle is presented for loading.',
    PARTIAL_PREPAYMENT:
      'The Forwarder transfers 50 % of the freight charge before the vehicle is presented for loading ' +
      `and the balance within ${days} banking days after unloading.`,
    ON_LOADING: `The Forwarder pays the freight charge within ${days} banking days from the date of loading.`,
    ON_UNLOADING: `The Forwarder pays the freight charge within ${days} banking days from the date of unloading.`,
    POSTPAYMENT:
      `The Forwarder pays the freight charge within ${days} banking days after receiving the original ` +
      "consignment note bearing the consignee's acknowledgement of receipt.",
  };
  return clauses[paymentTerms];
}

export const en: ContractTexts = {
  title: 'CONTRACT-APPLICATION',
  number: (contractNumber) => `No. ${contractNumber}`,
  subtitle: 'for the carriage of goods by road',
  place: (city) => city,
  preamble: ({ forwarder, carrier, orderNumber, orderDate }) =>
    `${forwarder.organizationName} (BIN ${forwarder.bin}), hereinafter "the Forwarder", represented by ` +
    `${forwarder.signatoryPosition} ${forwarder.signatoryName}, on the one part, and ` +
    `${carrier.organizationName} (BIN ${carrier.bin}), hereinafter "the Carrier", represented by ` +
    `${carrier.signatoryPosition} ${carrier.signatoryName}, on the other part, have concluded this ` +
    `contract-application to order No. ${orderNumber} of ${orderDate} as follows:`,
  roles: { forwarder: 'Forwarder', carrier: 'Carrier' },
  sections: {
    subject: 'Subject of the contract',
    route: 'Route',
    cargo: 'Cargo',
    transport: 'Vehicle and driver',
    price: 'Freight charge and payment',
    requisites: "Parties' details and signatures",
  },
  subject: (orderNumber) =>
    'The Carrier undertakes to carry the cargo described in section 3 along the route of section 2 ' +
    'with the vehicle and driver named in section 4 and to deliver it to the consignee, and the ' +
    `Forwarder undertakes to pay the freight charge agreed under order No. ${orderNumber}.`,
  route: { point: 'Point', contact: 'Contact person, phone', plannedDate: 'Planned date' },
  transport: {
    vehicle: 'Vehicle',
    brandModel: 'Make, model',
    plateNumber: 'Registration plate',
    techPassport: 'Registration certificate (tech passport)',
    driver: 'Driver',
    fullName: 'Full name',
    iin: 'IIN',
    licence: 'Driving licence',
  },
  freight: 'Freight charge',
  terms: (input) => [
    {
      heading: "The Carrier's obligations",
      clauses: [
        'To present the roadworthy vehicle named in section 4, suitable for the cargo, at the loading point on the planned date.',
        'To check the cargo against this contract-application and the state of its packing and securing, and to note any defects in the consignment note.',
        'To keep the cargo safe and deliver it to the consignee on the planned unloading date.',
        "Not to subcontract the carriage or replace the driver or the vehicle without the Forwarder's written consent.",
        'To record the progress of the trip on the platform and inform the Forwarder of any delay or incident without delay.',
      ],
    },
    {
      heading: "The Forwarder's obligations",
      clauses: [
        'To present the cargo, packed and marked, with its accompanying documents at the agreed place and date.',
        'To ensure loading and unloading within the free time: 24 hours for domestic and 48 hours for international carriage.',
        'To pay for the carriage as set out in this contract-application.',
      ],
    },
    {
      heading: 'Liability',
      clauses: [
        'The Carrier is liable for loss of, shortage of and damage to the cargo from taking it over until delivery to the consignee ' +
          'under the Civil Code of the Republic of Kazakhstan and the Law of the Republic of Kazakhstan "On Automobile Transport"' +
          (input.international
            ? ' and, for international carriage, the 1956 Convention on the Contract for the International Carriage of Goods by Road (CMR)'
            : '') +
          ', up to the declared value of the cargo or, where no value is declared, its actual value.',
        'For failing to present the vehicle on the agreed date the Carrier pays a fine of 10 % of the freight charge.',
        'For late delivery the Carrier, and for late payment the Forwarder, pays a penalty of 0.1 % of the freight charge per day of delay, not exceeding 10 % of the freight charge.',
        'Payment of a penalty does not release a party from its obligations.',
      ],
    },
    {
      heading: 'Documents',
      clauses: [
        input.international
          ? 'The cargo travels under an international CMR consignment note made out on the platform from the order data.'
          : 'The cargo travels under a consignment note (waybill) made out on the platform from the order data.',
        'The Carrier issues an electronic invoice in the ESF information system within the time set by the Tax Code of the Republic of Kazakhstan.',
        'This contract-application, signed by the parties on the platform, has the force of a written contract; a copy is verified by its SHA-256 hash on the platform\u2019s verification page.',
      ],
    },
    {
      heading: 'Payment',
      clauses: [
        paymentClause(input),
        "Payment is made by bank transfer to the Carrier's account in the currency of this contract-application.",
      ],
    },
    {
      heading: 'Force majeure',
      clauses: [
        'Neither party is liable for non-performance caused by force majeure (natural disasters, hostilities, closure of borders and roads, acts of public authorities).',
        'The party affected notifies the other party within 3 days and confirms the circumstances with a document of a competent authority.',
      ],
    },
    {
      heading: 'Disputes',
      clauses: [
        'Disputes are settled by negotiation; a claim is answered within 15 calendar days.',
        "A dispute not settled by negotiation is heard by the court at the defendant's location under the law of the Republic of Kazakhstan.",
      ],
    },
    {
      heading: 'Final provisions',
      clauses: [
        'This contract-application enters into force when signed by both parties and remains in force until its obligations are fully performed.',
        'Amendments are made by a new version of this contract-application signed by both parties.',
        'The Kazakh, Russian, Chinese and English texts are made out from the same data; in case of discrepancy the Russian text prevails.',
      ],
    },
  ],
  party: {
    bin: 'BIN',
    legalAddress: 'Legal address',
    actualAddress: 'Actual address',
    contacts: 'Phone, e-mail',
    signatory: 'Signatory',
    signature: 'Signature',
  },
  footer: (contractNumber, page, pages) =>
    `Contract-application No. ${contractNumber} · page ${page} of ${pages}`,
  signaturePage: {
    title: 'SIGNATURE PAGE',
    intro: (contractNumber, orderNumber) =>
      `Contract-application No. ${contractNumber} to order No. ${orderNumber} has been signed by the parties on the platform.`,
    documentHash: 'SHA-256 of the signed document',
    side: 'Party',
    signer: 'Signer',
    company: 'Company, BIN',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    userAgent: 'Browser',
    signedHash: 'Hash signed',
    verify: 'Verify authenticity: scan the QR code or open the link',
  },
};
