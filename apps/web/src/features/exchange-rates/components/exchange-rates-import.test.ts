import { describe, expect, it } from 'vitest';
import { textOf } from './exchange-rates-import';

describe('reading a rates file', () => {
  it('reads UTF-8, and a Russian spreadsheet’s Windows-1251 all the same', async () => {
    const header = 'Дата;Валюта;Курс';
    const utf8 = new Blob([new TextEncoder().encode(header)]);
    // «Дата;Валюта;Курс» in Windows-1251: Cyrillic letters are single bytes 0xC0–0xFF.
    const cp1251 = new Blob([
      new Uint8Array([
        0xc4, 0xe0, 0xf2, 0xe0, 0x3b, 0xc2, 0xe0, 0xeb, 0xfe, 0xf2, 0xe0, 0x3b, 0xca, 0xf3, 0xf0,
        0xf1,
      ]),
    ]);
    expect(await textOf(utf8)).toBe(header);
    expect(await textOf(cp1251)).toBe(header);
  });
});
