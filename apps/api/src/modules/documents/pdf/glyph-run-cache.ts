import { createBoundedCache } from '../../../platform/cache/bounded-cache.js';

/**
 * Shaping a word (fontkit's `layout`: GSUB and GPOS lookups) is about a third of a contract's
 * render time, and pdfkit's own cache of shaped words lives and dies with one document, while
 * contracts repeat the same words document after document. So a parsed font shared by all
 * documents also shares its shaped words, per face, up to a bound.
 */

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface GlyphRun {
  glyphs: readonly unknown[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}

interface LayoutFont {
  layout(text: string, ...options: unknown[]): GlyphRun;
}

/** Distinct words kept per face: the standard terms in four languages fit many times over. */
const WORDS_PER_FACE = 20_000;

function isLayoutFont(font: unknown): font is LayoutFont {
  return typeof (font as Partial<LayoutFont> | null)?.layout === 'function';
}

/**
 * Makes `font.layout(text)` answer from the cache. pdfkit scales the positions of the run it
 * gets in place, so every call answers fresh position objects over the shared glyphs.
 */
export function shareGlyphRuns<Font>(font: Font): Font {
  if (!isLayoutFont(font)) return font;
  const shape = font.layout.bind(font);
  const shaped = createBoundedCache<
    string,
    { glyphs: readonly unknown[]; positions: GlyphPosition[] }
  >({ max: WORDS_PER_FACE });
  font.layout = (text: string, ...options: unknown[]): GlyphRun => {
    // Only the plain call is shared; features, script or language change the shaping.
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = shaped.get(text);
    if (!run) {
      const fresh = shape(text);
      run = {
        glyphs: fresh.glyphs,
        positions: fresh.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
          xAdvance,
          yAdvance,
          xOffset,
          yOffset,
        })),
      };
      shaped.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return font;
}
