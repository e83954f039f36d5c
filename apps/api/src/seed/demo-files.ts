import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the demo's trip: photos as PNG images of one colour with a band, scans as
 * one-page PDFs with a few lines of text. They pass the same content checks as user uploads.
 */

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` PNG in `colour`, with a darker band across its middle third. */
export function demoPng(colour: readonly [number, number, number], width = 320, height = 240) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (2 * height) / 3;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const shade = band ? 0.6 : 1;
      row.set(
        colour.map((value) => Math.round(value * shade)),
        1 + x * 3,
      );
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

/** A PNG of 8-bit RGB rows, each starting with its filter byte (0: none). */
export function encodeRgbPng(width: number, height: number, rows: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A one-page PDF with a title and lines of Latin text (the standard fonts have no Cyrillic). */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.1, 0.2, 0.4) });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 730 - index * 22, size: 12, font });
  });
  return pdf.save();
}
