import { createCanvas } from '@napi-rs/canvas';
import jsQRModule from 'jsqr';
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reading generated PDFs back, for tests: the text a reader would copy (pdfjs-dist, the engine
 * of Firefox's viewer, which proves the embedded fonts map their glyphs back to text) and the
 * QR codes a phone would scan.
 */

async function withDocument<T>(
  pdf: Uint8Array,
  read: (document: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  // pdfjs takes the buffer over; hand it a copy.
  const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

/** The text of each page. */
export async function readPdfText(pdf: Uint8Array): Promise<string[]> {
  return withDocument(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
    }
    return pages;
  });
}

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

// jsqr is CommonJS: under Node's ESM the default import is its module object.
const jsQR = jsQRModule.default;

/** The QR code on a page (the last one by default) drawn at 144 dpi; null when there is none. */
export async function readPdfQrCode(pdf: Uint8Array, pageNumber?: number): Promise<string | null> {
  return withDocument(pdf, async (document) => {
    const page = await document.getPage(pageNumber ?? document.numPages);
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({
      canvas: null,
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  });
}

/** Text without whitespace, so "1 250 000,00" matches however the lines fell. */
export function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}
