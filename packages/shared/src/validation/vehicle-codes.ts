/**
 * Plate numbers, VINs and document numbers are typed by hand, often with spaces and in
 * whichever keyboard layout is on. They are compared and stored normalised: no spaces or
 * hyphens, upper case, and the Cyrillic letters that look like Latin ones (the only letters
 * Russian plates use) written in Latin, so `123 авс 02` and `123ABC02` are one plate.
 */
const CYRILLIC_LOOKALIKES: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
};

export function normalizeCode(value: string): string {
  return value
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[АВЕКМНОРСТУХ]/g, (letter) => CYRILLIC_LOOKALIKES[letter] ?? letter);
}

/** ISO 3779: 17 characters, digits and Latin letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * A plate: Kazakhstan's `123ABC02` and its older formats, as well as foreign plates of trucks
 * that work in the region — Latin letters and digits, with at least one digit.
 */
export const PLATE_NUMBER_PATTERN = /^(?=.*\d)[A-Z0-9]{4,12}$/;

/** Identity documents, driving licences and tech passports: letters and digits. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

export function isValidVin(value: string): boolean {
  return VIN_PATTERN.test(normalizeCode(value));
}

export function isValidPlateNumber(value: string): boolean {
  return PLATE_NUMBER_PATTERN.test(normalizeCode(value));
}
