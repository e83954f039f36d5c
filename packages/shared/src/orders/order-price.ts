import type { Currency } from './reference-lists.js';

interface Price {
  price: number;
  currency: Currency;
}

/**
 * What an order's price reads as: once a carrier is chosen, the price agreed with it, and the
 * asking price beside it only where the two differ; before that the asking price alone.
 */
export function shownPrice(
  asking: Price,
  agreed: Price | null,
): { shown: Price; asking: Price | null } {
  if (!agreed) return { shown: asking, asking: null };
  const differs = agreed.price !== asking.price || agreed.currency !== asking.currency;
  return { shown: agreed, asking: differs ? asking : null };
}
