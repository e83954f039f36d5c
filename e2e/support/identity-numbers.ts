import { withBinOrIinCheckDigit } from '@freight/shared';

let issued = 0;

/**
 * A 12-digit BIN or IIN with a valid check digit, different from every other one this run
 * issued: a two-digit `prefix`, six digits of the clock, a three-digit counter, and the check
 * digit (a body for which no check digit exists is skipped). A fresh database per run makes
 * clashes with earlier runs harmless; the clock keeps reruns against one database apart.
 */
export function uniqueBinOrIin(prefix: string): string {
  if (!/^\d{2}$/.test(prefix)) throw new Error(`prefix must be two digits: ${prefix}`);
  for (;;) {
    issued += 1;
    const clock = String(Date.now()).slice(-6);
    const number = withBinOrIinCheckDigit(
      `${prefix}${clock}${String(issued % 1000).padStart(3, '0')}`,
    );
    if (number) return number;
  }
}
