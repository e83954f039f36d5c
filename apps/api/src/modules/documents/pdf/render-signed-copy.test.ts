import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractFixture } from './contract-fixture.js';
import { readPdfQrCode, readPdfText, withoutWhitespace } from './read-pdf.js';
import { renderContractPdf } from './render-contract.js';
import { renderSignedCopy, type SignaturePageData } from './render-signed-copy.js';

const data = contractFixture();
let contract: Uint8Array;
let signaturePage: SignaturePageData;
let signedCopy: Uint8Array;

beforeAll(async () => {
  contract = await renderContractPdf(data);
  const documentSha256 = createHash('sha256').update(contract).digest('hex');
  signaturePage = {
    contractNumber: data.contractNumber,
    orderNumber: data.orderNumber,
    documentSha256,
    verifyUrl: `https://freight.example.kz/verify?sha256=${documentSha256}`,
    signatures: [
      {
        side: 'FORWARDER',
        signerName: data.forwarder.signatoryName,
        signerPosition: data.forwarder.signatoryPosition,
        companyName: data.forwarder.organizationName,
        companyBin: data.forwarder.bin,
        signedAt: new Date('2026-03-14T06:02:11Z'),
        ip: '95.56.12.201',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/134.0 Safari/537.36',
        documentSha256,
      },
      {
        side: 'CARRIER',
        signerName: data.carrier.signatoryName,
        companyName: data.carrier.organizationName,
        companyBin: data.carrier.bin,
        signedAt: new Date('2026-03-14T07:45:40Z'),
        ip: '2.135.4.77',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) Safari/604.1',
        documentSha256,
      },
    ],
  };
  signedCopy = await renderSignedCopy(contract, signaturePage);
});

describe('renderSignedCopy', () => {
  it('appends one page to the contract and stays a PDF that pdf-lib loads', async () => {
    const original = await PDFDocument.load(contract);
    const signed = await PDFDocument.load(signedCopy);

    expect(signed.getPageCount()).toBe(original.getPageCount() + 1);
    expect(signed.getTitle()).toBe(original.getTitle());
  });

  it("keeps the contract's pages as they were", async () => {
    const originalPages = await readPdfText(contract);
    const signedPages = await readPdfText(signedCopy);

    expect(signedPages.slice(0, originalPages.length)).toEqual(originalPages);
  });

  it('lists each signer with company, time, IP and the document hash on the last page', async () => {
    const lastPage = withoutWhitespace((await readPdfText(signedCopy)).at(-1) ?? '');

    expect(lastPage).toContain(signaturePage.documentSha256);
    for (const signature of signaturePage.signatures) {
      expect(lastPage).toContain(withoutWhitespace(signature.signerName));
      expect(lastPage).toContain(withoutWhitespace(signature.companyName));
      expect(lastPage).toContain(signature.companyBin);
      expect(lastPage).toContain(signature.ip);
    }
    // Signing times in Kazakhstan's time: 06:02:11Z is 11:02:11 at UTC+5.
    expect(lastPage).toContain(withoutWhitespace('14.03.2026 11:02:11 (UTC+5)'));
    expect(lastPage).toContain(withoutWhitespace('ҚОЛ ҚОЮ ПАРАҒЫ'));
    expect(lastPage).toContain(withoutWhitespace('ЛИСТ ПОДПИСАНИЯ'));
  });

  it('carries a QR code that opens the verification page', async () => {
    expect(await readPdfQrCode(signedCopy)).toBe(signaturePage.verifyUrl);
    expect(await readPdfQrCode(signedCopy, 1)).toBeNull();
  });

  it('writes the signature page in the language asked for', async () => {
    const englishContract = await renderContractPdf(data, { languages: ['en'] });
    const signed = await renderSignedCopy(englishContract, signaturePage, { languages: ['en'] });

    const lastPage = (await readPdfText(signed)).at(-1) ?? '';
    expect(lastPage).toContain('SIGNATURE PAGE');
    expect(lastPage).not.toContain('ЛИСТ ПОДПИСАНИЯ');
  });
});
