let issued = 0;

/**
 * Nine or more digits that no other call in this worker returns: six digits of the clock and a
 * counter. Each worker has a database of its own, so unique within the worker is unique; the
 * clock tells the records of one run from another's in a kept trace.
 */
export function uniqueStamp(): string {
  issued += 1;
  return `${String(Date.now()).slice(-6)}${String(issued).padStart(3, '0')}`;
}
