import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { shareGlyphRuns } from './glyph-run-cache.js';

/**
 * The documents' fonts: Noto Sans for Latin and Cyrillic (Kazakh's ә ғ қ ң ө ұ ү һ і included)
 * and Noto Sans SC for Chinese, whole TTF files from npm packages that stay in node_modules
 * (the API bundle leaves npm packages external, so the files resolve from there at run time).
 * pdfkit embeds only the glyphs a document uses.
 */

export const FontFamily = { TEXT: 'NotoSans', CJK: 'NotoSansSC' } as const;
export type FontFamily = (typeof FontFamily)[keyof typeof FontFamily];

type FaceStyle = 'normal' | 'bold';

export const FONT_FILES: Record<FontFamily, Record<FaceStyle, string>> = {
  [FontFamily.TEXT]: {
    normal: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  [FontFamily.CJK]: {
    normal: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const requireFromHere = createRequire(import.meta.url);

export function fontFilePath(family: FontFamily, style: FaceStyle): string {
  return requireFromHere.resolve(FONT_FILES[family][style]);
}

/** The parts of fontkit's API this module uses (fontkit ships no types). */
interface Fontkit {
  create(buffer: Uint8Array): unknown;
  registerFormat(format: unknown): void;
}

/**
 * pdfkit parses a font anew for every document (`fontkit.create` on the bytes it is given), and
 * parsing Noto Sans's layout tables costs 40–140 ms a face, most of a contract's render time.
 * So the fonts are parsed once per process and pdfkit is handed a small token instead of the
 * bytes: a font format registered with fontkit recognises the token and answers the parsed font.
 * pdfkit takes a fresh subset of it per document; laying text out and encoding the subset are
 * synchronous, so documents never interleave inside the shared font.
 */
const TOKEN_SIGNATURE = 'FREIGHT-PDF-FONT';
const parsedFonts = new Map<string, unknown>();

function faceKey(family: FontFamily, style: FaceStyle): string {
  return `${family}-${style}`;
}

function tokenOf(key: string): Buffer {
  return Buffer.from(`${TOKEN_SIGNATURE}:${key}`, 'latin1');
}

function keyOfToken(bytes: Uint8Array): string | null {
  if (bytes.byteLength > 64) return null;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return text.startsWith(`${TOKEN_SIGNATURE}:`) ? text.slice(TOKEN_SIGNATURE.length + 1) : null;
}

function loadFontkitOfPdfkit(): Fontkit {
  // The fontkit instance pdfkit itself requires (CommonJS), not a second copy.
  const pdfkitPath = createRequire(requireFromHere.resolve('pdfmake')).resolve('pdfkit');
  return createRequire(pdfkitPath)('fontkit') as Fontkit;
}

function parsedFont(fontkit: Fontkit, key: string): unknown {
  let font = parsedFonts.get(key);
  if (!font) {
    const [family, style] = key.split('-') as [FontFamily, FaceStyle];
    font = shareGlyphRuns(
      namingGlyphsWhenLaidOut(fontkit.create(readFileSync(fontFilePath(family, style)))),
    );
    parsedFonts.set(key, font);
  }
  return font;
}

interface GlyphSource {
  getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null;
}

const isGlyphSource = (font: unknown): font is GlyphSource =>
  typeof (font as Partial<GlyphSource> | null)?.getGlyph === 'function';

/**
 * fontkit keeps one glyph object per id for the life of the font, named by the characters of
 * the call that created it. A subset creates the components of a composite glyph (the A of Á)
 * with no characters; on a font shared by every document that A then kept no text for good,
 * and each later document's text layer lost its letter (pdfkit's ToUnicode map reads
 * `codePoints`). A glyph created nameless takes the characters of the first layout that uses it.
 */
function namingGlyphsWhenLaidOut<Font>(font: Font): Font {
  if (!isGlyphSource(font)) return font;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) {
      glyph.codePoints = characters;
    }
    return glyph;
  };
  return font;
}

let registered = false;

/**
 * Registers the token format with pdfkit's fontkit (once per process) and answers the token
 * bytes for every face, to be served to pdfmake as its font files. Each face is read and parsed
 * on the first document that uses it.
 */
export function fontTokens(): Map<string, Buffer> {
  if (!registered) {
    const fontkit = loadFontkitOfPdfkit();
    // fontkit takes a format as a class: a static `probe` and a constructor it calls with `new`.
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class
    class ParsedFontToken {
      static probe(bytes: Uint8Array): boolean {
        return keyOfToken(bytes) !== null;
      }
      constructor(stream: { buffer: Uint8Array }) {
        // A constructor may answer another object: fontkit.create returns the parsed font.
        return parsedFont(fontkit, keyOfToken(stream.buffer) ?? '') as ParsedFontToken;
      }
    }
    fontkit.registerFormat(ParsedFontToken);
    registered = true;
  }
  const tokens = new Map<string, Buffer>();
  for (const family of Object.values(FontFamily)) {
    for (const style of ['normal', 'bold'] as const) {
      tokens.set(`${faceKey(family, style)}.ttf`, tokenOf(faceKey(family, style)));
    }
  }
  return tokens;
}

/** pdfmake's font dictionary: family → style → file name in its virtual file system. */
export function fontDictionary(): Record<FontFamily, Record<FaceStyle, string>> {
  const entry = (family: FontFamily) => ({
    normal: `${faceKey(family, 'normal')}.ttf`,
    bold: `${faceKey(family, 'bold')}.ttf`,
  });
  return { [FontFamily.TEXT]: entry(FontFamily.TEXT), [FontFamily.CJK]: entry(FontFamily.CJK) };
}

/** Han ideographs, CJK punctuation, kana and full-width forms: what Noto Sans lacks. */
const CJK_CHARACTERS =
  '\u2E80-\u2FDF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF';
const HAS_CJK = new RegExp(`[${CJK_CHARACTERS}]`);
const CJK_RUN = new RegExp(`[${CJK_CHARACTERS}]+`, 'g');

export interface ScriptRun {
  text: string;
  font?: FontFamily;
}

/**
 * A text as runs per font, since pdfkit has no font fallback: Chinese runs in Noto Sans SC,
 * everything else (Cyrillic names and addresses inside a Chinese contract too) in Noto Sans.
 * Text without Chinese stays a plain string.
 */
export function scriptRuns(text: string): string | ScriptRun[] {
  if (!HAS_CJK.test(text)) return text;
  const runs: ScriptRun[] = [];
  let last = 0;
  for (const match of text.matchAll(CJK_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: match[0], font: FontFamily.CJK });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
