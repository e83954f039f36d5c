import { describe, expect, it } from 'vitest';
import { calendarDateAt, isNotInFuture, platformToday } from './dates.js';
import { isValidPlateNumber, isValidVin, normalizeCode } from './vehicle-codes.js';

describe('vehicle and document codes', () => {
  it('normalise spaces, hyphens, case and Cyrillic look-alike letters', () => {
    expect(normalizeCode(' 123 abc-02 ')).toBe('123ABC02');
    expect(normalizeCode('123 АВС 02')).toBe('123ABC02');
    expect(normalizeCode('а123ео77')).toBe('A123EO77');
  });

  it('accept a VIN of 17 characters without I, O and Q, in any case', () => {
    expect(isValidVin('WDB9634031L123456')).toBe(true);
    expect(isValidVin('xlrte47ms0e123456')).toBe(true);
    for (const vin of ['WDB9634031L12345', 'WDB9634031L1234567', 'WDB9634O31L123456']) {
      expect(isValidVin(vin), vin).toBe(false);
    }
    expect(isValidVin('WDB9634I31L123456')).toBe(false);
    expect(isValidVin('WDB9634Q31L123456')).toBe(false);
  });

  it('accept plates of Kazakhstan and its neighbours, with at least one digit', () => {
    for (const plate of ['123ABC02', '123 ABC 02', 'A123BCD', '123АВС02', 'A123EO777']) {
      expect(isValidPlateNumber(plate), plate).toBe(true);
    }
    for (const plate of ['ABCDEF', '12', '123ӘБВ02', '123ABC02XYZ99']) {
      expect(isValidPlateNumber(plate), plate).toBe(false);
    }
  });
});

describe('calendar dates', () => {
  const now = new Date('2026-03-10T20:30:00Z');

  it('count the platform day in Kazakhstan time', () => {
    expect(calendarDateAt(0, now)).toBe('2026-03-10');
    expect(platformToday(now)).toBe('2026-03-11');
  });

  it('treat a date as come once it has begun anywhere on Earth', () => {
    expect(isNotInFuture('2026-03-11', now)).toBe(true);
    expect(isNotInFuture('2026-03-12', now)).toBe(false);
  });
});
