import { describe, expect, it } from 'vitest';
import { hasAtMostDecimals } from './numbers.js';

describe('counting decimal places', () => {
  it('accepts whole numbers and up to the allowed places', () => {
    expect(hasAtMostDecimals(450_000, 2)).toBe(true);
    expect(hasAtMostDecimals(12.5, 2)).toBe(true);
    expect(hasAtMostDecimals(-3.25, 2)).toBe(true);
  });

  it('judges large prices without floating-point error', () => {
    expect(hasAtMostDecimals(999_999_999.99, 2)).toBe(true);
    expect(hasAtMostDecimals(0.29, 2)).toBe(true);
  });

  it('refuses more places, including those hidden in floating-point sums', () => {
    expect(hasAtMostDecimals(10.005, 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
  });

  it('reads numbers printed in exponent form', () => {
    expect(hasAtMostDecimals(1.5e-7, 7)).toBe(false);
    expect(hasAtMostDecimals(1.5e-7, 8)).toBe(true);
    expect(hasAtMostDecimals(1e21, 0)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });
});
