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
 * The official check digit of a number's first 11 digits: weights 1..11, sum mod 11; when that
 * is 10, repeat with weights 3..11,1,2; a second 10 means no valid number has these 11 digits
 * (null).
 */
function checkDigitOf(body: string): number | null {
  const digits = Array.from(body).map(Number);
  let check = weightedSumMod11(digits, FIRST_WEIGHTS);
  if (check === 10) check = weightedSumMod11(digits, SECOND_WEIGHTS);
  return check === 10 ? null : check;
}

export function isValidBinOrIin(value: string): boolean {
  if (!hasBinLength(value)) return false;
  return checkDigitOf(value.slice(0, -1)) === Number(value.at(-1));
}

/**
 * The BIN or IIN that 11 digits `body` begin, with its check digit appended; null when no valid
 * number begins with them (or `body` is not 11 digits). For test and demo data.
 */
export function withBinOrIinCheckDigit(body: string): string | null {
  if (!hasBinLength(`${body}0`)) return null;
  const check = checkDigitOf(body);
  return check === null ? null : `${body}${check}`;
}
