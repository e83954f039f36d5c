import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { FontFamily, fontDictionary, fontTokens, scriptRuns } from './pdf-fonts.js';

/**
 * The one place that drives pdfmake: fonts, the house styles, and document definition → bytes.
 * pdfmake's Node build keeps its configuration in a module-level instance; it is set up once,
 * on the first document.
 */

/** pdfmake's in-memory file system (present in its Node build, missing from its types). */
interface PdfmakeVirtualFiles {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
}

let configured = false;

function configurePdfmake(): void {
  if (configured) return;
  const { virtualfs } = pdfmake as unknown as PdfmakeVirtualFiles;
  for (const [name, bytes] of fontTokens()) virtualfs.writeFileSync(name, bytes);
  pdfmake.setFonts(fontDictionary());
  // Documents are built from data only: no remote images or fonts, no files from the disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

const PDF_STYLES: TDocumentDefinitions['styles'] = {
  title: { fontSize: 12, bold: true, alignment: 'center' },
  subtitle: { fontSize: 9, alignment: 'center', margin: [0, 1, 0, 0] },
  heading: { fontSize: 9, bold: true, margin: [0, 8, 0, 3] },
  label: { fontSize: 7, color: '#555555' },
  small: { fontSize: 7 },
  tableHeader: { fontSize: 7, bold: true, fillColor: '#eeeeee' },
  clause: { margin: [0, 0, 0, 2] },
};

/** Inline text: each string becomes runs per font (see {@link scriptRuns}). */
function inlineWithScriptFonts(text: unknown): unknown {
  if (typeof text === 'string') return scriptRuns(text);
  if (Array.isArray(text)) {
    return text.flatMap((item) =>
      typeof item === 'string' ? scriptRuns(item) : [withScriptFonts(item)],
    );
  }
  return withScriptFonts(text);
}

/**
 * Every text of a content tree in runs per font. A bare string in a block position becomes a
 * `{ text }` node: an array there would be read as a stack, one run per line.
 */
function withScriptFonts(node: unknown): unknown {
  if (typeof node === 'string') {
    const runs = scriptRuns(node);
    return typeof runs === 'string' ? runs : { text: runs };
  }
  if (Array.isArray(node)) return node.map(withScriptFonts);
  if (node === null || typeof node !== 'object') return node;
  const element = { ...(node as Record<string, unknown>) };
  if ('text' in element) element.text = inlineWithScriptFonts(element.text);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const) {
    if (key in element) element[key] = withScriptFonts(element[key]);
  }
  const table = element.table as { body?: unknown[][] } | undefined;
  if (table?.body) element.table = { ...table, body: table.body.map(withScriptFonts) };
  return element;
}

export interface PdfDocumentInput {
  content: Content;
  title: string;
  subject: string;
  keywords?: string;
  /** The PDF's creation date: pass it in, so the same input gives the same bytes. */
  createdAt: Date;
  /** BCP 47 tag of the (first) language. */
  language: string;
  footer?: TDocumentDefinitions['footer'];
  pageMargins?: TDocumentDefinitions['pageMargins'];
}

export async function printPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  configurePdfmake();
  const footer = input.footer;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: input.pageMargins ?? [36, 36, 36, 40],
    info: {
      title: input.title,
      subject: input.subject,
      keywords: input.keywords,
      creator: 'Freight platform',
      producer: 'Freight platform (pdfmake)',
      creationDate: input.createdAt,
    },
    language: input.language,
    defaultStyle: { font: FontFamily.TEXT, fontSize: 8, lineHeight: 1.15 },
    styles: PDF_STYLES,
    content: withScriptFonts(input.content) as Content,
    footer:
      typeof footer === 'function'
        ? (page, pages, size) => withScriptFonts(footer(page, pages, size)) as Content
        : footer,
  };
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
