/**
 * Whether a number has no more than `decimals` digits after the point, judged by its shortest
 * decimal form (so 0.1 + 0.2, which is 0.30000000000000004, has 17). Comparing `value * 100`
 * with its rounding would misjudge large prices through floating-point error.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fractionDigits = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fractionDigits - Number(exponent)) <= decimals;
}
