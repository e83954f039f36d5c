import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, FontFamily, fontFilePath, scriptRuns } from './pdf-fonts.js';

describe('pdf-fonts', () => {
  it('finds every font file in node_modules', () => {
    for (const family of Object.values(FontFamily)) {
      for (const style of Object.keys(FONT_FILES[family]) as ('normal' | 'bold')[]) {
        const path = fontFilePath(family, style);
        expect(existsSync(path)).toBe(true);
        expect(statSync(path).size).toBeGreaterThan(100_000);
      }
    }
  });

  it('leaves text without Chinese as one string', () => {
    expect(scriptRuns('Тасымалдаушы әғқңөұүһі KZT')).toBe('Тасымалдаушы әғқңөұүһі KZT');
  });

  it('puts every Chinese run, the first one too, in the Chinese face', () => {
    expect(scriptRuns('ТОО «Дала»（商业识别号 150140005122，以下简称')).toEqual([
      { text: 'ТОО «Дала»' },
      { text: '（商业识别号', font: FontFamily.CJK },
      { text: ' 150140005122' },
      { text: '，以下简称', font: FontFamily.CJK },
    ]);
    expect(scriptRuns('承运人 4 条')).toEqual([
      { text: '承运人', font: FontFamily.CJK },
      { text: ' 4 ' },
      { text: '条', font: FontFamily.CJK },
    ]);
  });
});
