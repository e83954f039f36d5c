import { describe, expect, it } from 'vitest';
import { shareGlyphRuns } from './glyph-run-cache.js';

function fakeFont() {
  const calls: unknown[][] = [];
  const font = {
    layout(text: string, ...options: unknown[]) {
      calls.push([text, ...options]);
      const positions = Array.from(text).map(() => ({
        xAdvance: 500,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
      }));
      return {
        glyphs: Array.from(text).map((character) => ({ id: character.codePointAt(0) })),
        positions,
        get advanceWidth() {
          return positions.reduce((width, position) => width + position.xAdvance, 0);
        },
      };
    },
  };
  return { font: shareGlyphRuns(font), calls };
}

describe('shareGlyphRuns', () => {
  it('shapes a word once and answers the same glyphs afterwards', () => {
    const { font, calls } = fakeFont();

    const first = font.layout('жүк');
    const second = font.layout('жүк');

    expect(calls).toHaveLength(1);
    expect(second.glyphs).toBe(first.glyphs);
    expect(second.advanceWidth).toBe(1500);
  });

  it('answers fresh positions, since pdfkit scales them in place', () => {
    const { font } = fakeFont();

    const first = font.layout('жүк');
    for (const position of first.positions) position.xAdvance *= 0.01;
    const second = font.layout('жүк');

    expect(first.advanceWidth).toBeCloseTo(15);
    expect(second.positions[0]?.xAdvance).toBe(500);
    expect(second.advanceWidth).toBe(1500);
  });

  it('shapes anew when features are asked for', () => {
    const { font, calls } = fakeFont();

    font.layout('жүк');
    font.layout('жүк', ['smcp']);

    expect(calls).toEqual([['жүк'], ['жүк', ['smcp']]]);
  });
});
