import { platformToday, type DocumentLanguages as LanguageChoice } from '@freight/shared';
import type { ContractSource, ContractPartyRow } from './contract-source-repo.js';
import type { ContractDocumentData, ContractParty } from './pdf/contract-data.js';
import type { DocumentLanguages } from './pdf/document-languages.js';
import { renderContractPdf } from './pdf/render-contract.js';
import { renderSignedCopy } from './pdf/render-signed-copy.js';
import type { SignatureRow } from './repo.js';

/** The API's language choice ('kz+ru', 'ru', …) as the PDF engine's list of columns. */
export function documentLanguagesOf(choice: LanguageChoice): DocumentLanguages {
  return choice === 'kz+ru' ? ['kz', 'ru'] : [choice];
}

function party(row: ContractPartyRow): ContractParty {
  return {
    organizationName: row.name,
    bin: row.bin,
    legalAddress: row.legalAddress ?? '',
    actualAddress: row.actualAddress ?? row.legalAddress ?? '',
    signatoryName: row.ownerName ?? '',
    signatoryPosition: row.signatoryPosition ?? '',
  };
}

/** A contract is numbered after its order: one contract (in versions) per order. */
export const contractNumberOf = (orderNumber: string) => `${orderNumber}-D`;

/** The contract's data as the order holds it now: what the PDF says is what was agreed. */
export function contractDataOf(source: ContractSource, now: Date): ContractDocumentData {
  const { order, route, response, driver, vehicle } = source;
  const lastPosition = Math.max(...route.map((point) => point.position));
  return {
    contractNumber: contractNumberOf(order.number),
    contractDate: platformToday(now),
    contractPlace: route[0]?.city ?? '',
    orderNumber: order.number,
    orderDate: platformToday(order.createdAt),
    forwarder: party(source.forwarder),
    carrier: party(source.carrier),
    route: route.map((point) => ({
      kind: point.type,
      address: point.address,
      city: point.city,
      contactName: point.contactPerson,
      contactPhone: point.phone,
      plannedDate:
        point.position === lastPosition ? order.plannedUnloadingDate : order.plannedLoadingDate,
    })),
    cargo: {
      name: order.cargoName,
      weightTons: order.cargoWeightTons,
      volumeM3: order.cargoVolumeM3,
      packageType: order.packageType,
      seats: order.seats,
      seatDimensions:
        order.seatLengthM !== null && order.seatWidthM !== null && order.seatHeightM !== null
          ? { lengthM: order.seatLengthM, widthM: order.seatWidthM, heightM: order.seatHeightM }
          : null,
      declaredValue:
        order.declaredValue !== null
          ? { amount: order.declaredValue, currency: order.declaredValueCurrency ?? order.currency }
          : null,
      loadingMethod: order.loadingMethod,
      specialConditions: order.specialConditions,
    },
    transportType: order.transportType,
    transportationType: order.transportationType,
    driver: {
      fullName: [driver.lastName, driver.firstName, driver.middleName].filter(Boolean).join(' '),
      iin: driver.iin,
      licenceNumber: driver.licenceNumber,
    },
    vehicle: {
      brand: vehicle.brand,
      model: vehicle.model,
      plateNumber: vehicle.plateNumber,
      techPassportNumber: vehicle.techPassportNumber,
    },
    // The agreed price is the selected carrier's offer.
    price: { amount: response.price, currency: response.currency },
    paymentTerms: order.paymentTerms,
    generatedAt: now,
  };
}

export function renderContractForSource(
  source: ContractSource,
  languages: LanguageChoice,
  now: Date,
): Promise<Uint8Array> {
  return renderContractPdf(contractDataOf(source, now), {
    languages: documentLanguagesOf(languages),
  });
}

/** What the signature page shows of a signature: a stored row, or one about to be. */
export type SignedCopySignature = Pick<
  SignatureRow,
  | 'side'
  | 'signerName'
  | 'signerPosition'
  | 'companyName'
  | 'companyBin'
  | 'signedAt'
  | 'ip'
  | 'userAgent'
  | 'documentSha256'
>;

export interface SignedCopyInput {
  orderNumber: string;
  documentSha256: string;
  signatures: readonly SignedCopySignature[];
  languages: LanguageChoice;
  verifyUrl: string;
}

/** The contract with its signature page and the QR code to `/verify`. */
export function renderSignedCopyFor(
  original: Uint8Array,
  input: SignedCopyInput,
): Promise<Uint8Array> {
  return renderSignedCopy(
    original,
    {
      contractNumber: contractNumberOf(input.orderNumber),
      orderNumber: input.orderNumber,
      documentSha256: input.documentSha256,
      verifyUrl: input.verifyUrl,
      signatures: input.signatures.map((signature) => ({
        side: signature.side,
        signerName: signature.signerName,
        signerPosition: signature.signerPosition,
        companyName: signature.companyName,
        companyBin: signature.companyBin,
        signedAt: signature.signedAt,
        ip: signature.ip ?? '',
        userAgent: signature.userAgent ?? '',
        documentSha256: signature.documentSha256,
      })),
    },
    { languages: documentLanguagesOf(input.languages) },
  );
}
