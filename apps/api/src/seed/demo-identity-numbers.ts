import { withBinOrIinCheckDigit } from '@freight/shared';

/**
 * BINs and IINs for the demo's generated companies and drivers, built as the real ones are
 * (a date first, then kind and serial) and completed with the shared check digit. A serial
 * for which no check digit exists moves on to the next one.
 */
function completed(prefix: string, serial: number, serialDigits: number): string {
  for (let next = serial; ; next += 1) {
    const number = withBinOrIinCheckDigit(`${prefix}${String(next).padStart(serialDigits, '0')}`);
    if (number) return number;
  }
}

/** The IIN of a man born on `born` (YYMMDD) in the 1900s: century-and-sex digit 3. */
export function demoIin(born: string, serial: number): string {
  return completed(`${born}3`, serial, 4);
}

/** The BIN of a resident legal entity (4, head office 0) registered in `registered` (YYMM). */
export function demoBin(registered: string, serial: number): string {
  return completed(`${registered}40`, serial, 5);
}
