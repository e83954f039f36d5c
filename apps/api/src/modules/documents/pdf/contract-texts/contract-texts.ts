import type { PaymentTerms } from '@freight/shared';
import type { ContractParty } from '../contract-data.js';

/**
 * The wording of a contract-application in one language: headings, labels and the standard
 * body of terms. Field names the order form already translates (cargo, transport type, payment
 * terms…) come from the order's own texts (reference-labels.ts), not from here.
 */

export interface PreambleInput {
  forwarder: ContractParty;
  carrier: ContractParty;
  orderNumber: string;
  /** Already formatted for the language. */
  orderDate: string;
}

export interface TermsInput {
  paymentTerms: PaymentTerms;
  paymentDueBankingDays: number;
  /** One end of the route outside Kazakhstan: the CMR Convention applies too. */
  international: boolean;
}

export interface TermsSection {
  heading: string;
  clauses: readonly string[];
}

export interface ContractTexts {
  title: string;
  number: (contractNumber: string) => string;
  subtitle: string;
  place: (city: string) => string;
  preamble: (input: PreambleInput) => string;
  roles: { forwarder: string; carrier: string };
  sections: {
    subject: string;
    route: string;
    cargo: string;
    transport: string;
    price: string;
    requisites: string;
  };
  subject: (orderNumber: string) => string;
  route: { point: string; contact: string; plannedDate: string };
  transport: {
    vehicle: string;
    brandModel: string;
    plateNumber: string;
    techPassport: string;
    driver: string;
    fullName: string;
    iin: string;
    licence: string;
  };
  freight: string;
  /** The standard terms, numbered after the data sections. */
  terms: (input: TermsInput) => readonly TermsSection[];
  party: {
    bin: string;
    legalAddress: string;
    actualAddress: string;
    contacts: string;
    signatory: string;
    signature: string;
  };
  footer: (contractNumber: string, page: number, pages: number) => string;
  signaturePage: SignaturePageTexts;
}

export interface SignaturePageTexts {
  title: string;
  intro: (contractNumber: string, orderNumber: string) => string;
  documentHash: string;
  side: string;
  signer: string;
  company: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  signedHash: string;
  verify: string;
}
