/** Kazakhstan's BIN (companies) and IIN (people) share one 12-digit format with a check digit. */
export const BIN_LENGTH = 12;

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

export function hasBinLength(value: string): boolean {
  return new RegExp(`^\\d{${BIN_LENGTH}}$`).test(value);
}

function weightedSumMod11(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
}

/**
 * The official check: weights 1..11 over the first 11 digits, sum mod 11; when that is 10,
 * repeat with weights 3..11,1,2; a second 10 means no valid number has these 11 digits.
 */
export function isValidBinOrIin(value: string): boolean {
  if (!hasBinLength(value)) return false;
  const digits = Array.from(value).map(Number);
  let check = weightedSumMod11(digits, FIRST_WEIGHTS);
  if (check === 10) check = weightedSumMod11(digits, SECOND_WEIGHTS);
  if (check === 10) return false;
  return check === digits[11];
}
