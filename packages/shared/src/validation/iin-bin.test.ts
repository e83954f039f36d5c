import { describe, expect, it } from 'vitest';
import { hasBinLength, isValidBinOrIin, withBinOrIinCheckDigit } from './iin-bin.js';

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

describe('completing a BIN or IIN', () => {
  it('appends the check digit the validator accepts', () => {
    expect(withBinOrIinCheckDigit('90011530000')).toBe('900115300003');
    expect(withBinOrIinCheckDigit('90011530040')).toBe('900115300401');
    expect(withBinOrIinCheckDigit('04054000123')).toBe('040540001230');
  });

  it('answers null where no check digit exists or the body is not 11 digits', () => {
    expect(withBinOrIinCheckDigit('90011530120')).toBeNull();
    for (const body of ['9001153000', '900115300000', '9001153000a', '']) {
      expect(withBinOrIinCheckDigit(body)).toBeNull();
    }
  });

  it('completes every 11-digit body for which the validator accepts a number', () => {
    for (let serial = 0; serial < 2_000; serial += 1) {
      const body = `8503123${String(serial).padStart(4, '0')}`;
      const valid = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).filter(
        isValidBinOrIin,
      );
      expect(withBinOrIinCheckDigit(body)).toBe(valid[0] ?? null);
      expect(valid.length).toBeLessThanOrEqual(1);
    }
  });
});
