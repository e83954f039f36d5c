import { describe, expect, it } from 'vitest';
import { hasBinLength, isValidBinOrIin } from './iin-bin.js';

describe('BIN/IIN check digit', () => {
  it.each(['900115300003', '900115300401', '040540001230'])('accepts %s', (value) => {
    expect(isValidBinOrIin(value)).toBe(true);
  });

  it('rejects a number whose check digit is wrong', () => {
    expect(isValidBinOrIin('780322300455')).toBe(false);
    expect(isValidBinOrIin('900115300004')).toBe(false);
  });

  it('rejects anything that is not exactly 12 digits', () => {
    for (const value of ['90011530000', '9001153000031', '90011530000a', '', ' 900115300003']) {
      expect(hasBinLength(value)).toBe(false);
      expect(isValidBinOrIin(value)).toBe(false);
    }
  });

  it('uses the second weight set when the first sum gives 10', () => {
    // 9001153004: first pass gives 10, the second gives 1.
    expect(isValidBinOrIin('900115300401')).toBe(true);
    expect(isValidBinOrIin('900115300400')).toBe(false);
  });

  it('rejects every number whose second pass also gives 10', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidBinOrIin(`90011530120${digit}`)).toBe(false);
    }
  });
});
