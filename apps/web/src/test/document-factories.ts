import {
  DocumentKind,
  DocumentLanguages,
  DocumentState,
  SignatureSide,
  type ContractView,
  type DocumentPage,
  type DocumentView,
  type SignatureView,
  type VerificationResult,
} from '@freight/shared';
import { vi } from 'vitest';
import { nextOrderTestId } from './order-factories';

/** A SHA-256 made of one repeated hex digit: easy to tell apart in a test. */
export const sha256Of = (digit: string) => digit.repeat(64);

export const FORWARDER_COMPANY = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'ТОО «Дала Экспресс»',
};
export const CARRIER_COMPANY = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'ТОО «Жол Транс»',
};

export function makeSignature(overrides: Partial<SignatureView> = {}): SignatureView {
  return {
    side: SignatureSide.FORWARDER,
    signerName: 'Сейітова Айгерим',
    signerPosition: 'Директор',
    companyName: FORWARDER_COMPANY.name,
    companyBin: '900115300003',
    signedAt: '2030-03-06T09:30:00.000Z',
    ip: '10.0.0.1',
    userAgent: 'Chromium',
    documentSha256: sha256Of('a'),
    ...overrides,
  };
}

export function makeDocumentView(overrides: Partial<DocumentView> = {}): DocumentView {
  return {
    id: nextOrderTestId(),
    orderId: nextOrderTestId(),
    orderNumber: 'ORD-2030-000042',
    kind: DocumentKind.CONTRACT,
    versionNo: 1,
    state: DocumentState.SIGNING,
    languages: DocumentLanguages.KZ_RU,
    sha256: sha256Of('a'),
    fileName: 'contract-ORD-2030-000042-v1.pdf',
    size: 48_213,
    createdAt: '2030-03-06T09:00:00.000Z',
    createdBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
    forwarderCompany: FORWARDER_COMPANY,
    carrierCompany: CARRIER_COMPANY,
    declineReason: null,
    declinedBy: null,
    signatures: [],
    ...overrides,
  };
}

export function makeContractView(
  current: DocumentView | null,
  overrides: Partial<ContractView> = {},
): ContractView {
  return { current, signedCopy: null, versions: current ? [current] : [], ...overrides };
}

export function makeDocumentPage(items: DocumentView[], overrides: Partial<DocumentPage> = {}) {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function makeVerificationResult(
  overrides: Partial<VerificationResult> = {},
): VerificationResult {
  return {
    matched: true,
    sha256: sha256Of('b'),
    document: {
      kind: DocumentKind.SIGNED_CONTRACT,
      orderNumber: 'ORD-2030-000042',
      versionNo: 2,
      state: DocumentState.SIGNED,
      issuedAt: '2030-03-07T12:00:00.000Z',
      isSignedCopy: true,
      signatures: [
        {
          side: SignatureSide.FORWARDER,
          signerName: 'Сейітова Айгерим',
          companyName: FORWARDER_COMPANY.name,
          signedAt: '2030-03-07T10:00:00.000Z',
        },
        {
          side: SignatureSide.CARRIER,
          signerName: 'Ахметов Ерлан',
          companyName: CARRIER_COMPANY.name,
          signedAt: '2030-03-07T11:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

/**
 * The answer of `GET /api/documents/:id/file`: a few bytes that say they are a PDF (as text:
 * the fetch stub's `Response` cannot read jsdom's `Blob`).
 */
export function pdfResponse(): Response {
  return new Response('%PDF-1.7\n', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf' },
  });
}

/**
 * jsdom has no object URLs; the viewers make one for the PDF they show. A fake one per call,
 * put on the browser's `URL` for the test (restored by `vi.unstubAllGlobals` after each).
 */
export function stubObjectUrls() {
  let count = 0;
  const BrowserUrl = globalThis.URL;
  class UrlWithObjectUrls extends BrowserUrl {
    static override createObjectURL = vi.fn(() => `blob:http://localhost/pdf-${(count += 1)}`);
    static override revokeObjectURL = vi.fn();
  }
  vi.stubGlobal('URL', UrlWithObjectUrls);
}
