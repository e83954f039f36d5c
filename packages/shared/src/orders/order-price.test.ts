import { describe, expect, it } from 'vitest';
import { shownPrice } from './order-price.js';

const asking = { price: 450_000, currency: 'KZT' } as const;

describe('an order’s shown price', () => {
  it('is the asking price alone before a carrier is chosen', () => {
    expect(shownPrice(asking, null)).toEqual({ shown: asking, asking: null });
  });

  it('is the agreed price, with the asking one only where they differ', () => {
    expect(shownPrice(asking, { price: 430_000, currency: 'KZT' })).toEqual({
      shown: { price: 430_000, currency: 'KZT' },
      asking,
    });
    expect(shownPrice(asking, { price: 450_000, currency: 'USD' }).asking).toEqual(asking);
    expect(shownPrice(asking, { ...asking }).asking).toBeNull();
  });
});
