import type { Content } from 'pdfmake/interfaces.js';
import { PDFDocument } from 'pdf-lib';
import { contractTexts, type SignaturePageTexts } from './contract-texts/index.js';
import {
  layoutLanguages,
  type DocumentLanguage,
  type DocumentLanguages,
  type DocumentLayout,
} from './document-languages.js';
import { BCP47, distinctTexts, fieldTable, joined, label, parallel } from './pdf-blocks.js';
import { printPdf } from './pdf-engine.js';
import { formatInstant } from './pdf-format.js';

/** One side's signature as the platform recorded it (DESIGN §4: user, time, IP, agent, hash). */
export interface ContractSignature {
  side: 'FORWARDER' | 'CARRIER';
  signerName: string;
  signerPosition?: string | null;
  companyName: string;
  companyBin: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The hash the signer signed; equals the document's when the signature is valid. */
  documentSha256: string;
}

export interface SignaturePageData {
  contractNumber: string;
  orderNumber: string;
  /** SHA-256 (hex) of the contract PDF that was signed. */
  documentSha256: string;
  signatures: readonly ContractSignature[];
  /** The public verification page of this document; the QR code links to it. */
  verifyUrl: string;
  /** The signed copy's creation date; the latest signature's time when absent. */
  generatedAt?: Date;
}

/**
 * The signed copy of a contract (issue 8): the contract's pages unchanged, then a signature
 * page with each signer, company, time, IP, browser and the hash they signed, and a QR code
 * linking to the verification page. The signature page is set by the same engine and fonts and
 * appended with pdf-lib, so the contract's own pages are not laid out again.
 */
export async function renderSignedCopy(
  originalPdf: Uint8Array,
  page: SignaturePageData,
  layout?: DocumentLayout,
): Promise<Uint8Array> {
  const languages = layoutLanguages(layout);
  const createdAt = page.generatedAt ?? latestSignatureTime(page.signatures);
  const signaturePagePdf = await printPdf({
    content: signaturePageContent(page, languages),
    title: joined(languages, (l) => texts(l).title),
    subject: page.orderNumber,
    createdAt,
    language: BCP47[languages[0]],
  });

  // updateMetadata: false keeps the contract's own title and dates instead of pdf-lib's "now".
  const signedCopy = await PDFDocument.load(originalPdf, { updateMetadata: false });
  const signatureDocument = await PDFDocument.load(signaturePagePdf, { updateMetadata: false });
  const appended = await signedCopy.copyPages(
    signatureDocument,
    signatureDocument.getPageIndices(),
  );
  for (const appendedPage of appended) signedCopy.addPage(appendedPage);
  signedCopy.setKeywords([page.orderNumber, page.contractNumber, page.documentSha256]);
  signedCopy.setModificationDate(createdAt);
  return signedCopy.save();
}

function texts(language: DocumentLanguage): SignaturePageTexts {
  return contractTexts(language).signaturePage;
}

function latestSignatureTime(signatures: readonly ContractSignature[]): Date {
  const times = signatures.map((signature) => signature.signedAt.getTime());
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}

/** A SHA-256 in groups of 16, so it wraps inside a narrow cell. */
function groupedHash(hash: string): string {
  return hash.match(/.{1,16}/g)?.join(' ') ?? hash;
}

function signatureCard(signature: ContractSignature, languages: DocumentLanguages): Content {
  const field = (pick: (t: SignaturePageTexts) => string) =>
    label(languages, (l) => pick(texts(l)));
  const role = signature.side === 'FORWARDER' ? 'forwarder' : 'carrier';
  const signer = [signature.signerName, signature.signerPosition].filter(Boolean).join(', ');
  return {
    stack: [
      { text: joined(languages, (l) => contractTexts(l).roles[role]), style: 'heading' },
      fieldTable(
        [
          [field((t) => t.signer), { text: signer, bold: true }],
          [field((t) => t.company), `${signature.companyName}, ${signature.companyBin}`],
          [
            field((t) => t.signedAt),
            joined(languages, (l) => formatInstant(signature.signedAt, l)),
          ],
          [field((t) => t.ipAddress), signature.ip],
          [field((t) => t.userAgent), { text: signature.userAgent, style: 'small' }],
          [
            field((t) => t.signedHash),
            { text: groupedHash(signature.documentSha256), style: 'small' },
          ],
        ],
        80,
      ),
    ],
  };
}

function signaturePageContent(page: SignaturePageData, languages: DocumentLanguages): Content[] {
  const cards = page.signatures.map((signature) => signatureCard(signature, languages));
  return [
    parallel(languages, (language) => ({
      stack: [
        { text: texts(language).title, style: 'title' },
        {
          text: texts(language).intro(page.contractNumber, page.orderNumber),
          style: 'subtitle',
          margin: [0, 4, 0, 0],
        },
      ],
    })),
    {
      stack: [
        label(languages, (l) => texts(l).documentHash),
        { text: page.documentSha256, bold: true },
      ],
      margin: [0, 14, 0, 4],
    },
    // Two signers side by side, one card per row beyond that.
    ...pairs(cards).map((pair) => ({
      columns: pair.map((card) => ({ width: '*', stack: [card] })),
      columnGap: 14,
    })),
    {
      columns: [
        { qr: page.verifyUrl, fit: 110, eccLevel: 'M', width: 'auto' },
        {
          width: '*',
          stack: [
            { stack: distinctTexts(languages, (l) => texts(l).verify), margin: [0, 0, 0, 4] },
            { text: page.verifyUrl, link: page.verifyUrl, color: '#1a4f9c' },
          ],
          margin: [12, 8, 0, 0],
        },
      ],
      margin: [0, 16, 0, 0],
      unbreakable: true,
    },
  ];
}

function pairs<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += 2) result.push(items.slice(index, index + 2));
  return result;
}
