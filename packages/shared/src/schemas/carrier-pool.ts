import { z } from 'zod';
import { binField } from './fields.js';

/**
 * A forwarder company's own carriers ("my carriers", issue 32, DESIGN §8): the pool it offers
 * loads to first. Added from a completed deal, from a carrier's card, or by BIN among the
 * carriers the security service approved; removed at any time.
 */

/** How a carrier came into the pool. */
export const CarrierPoolSource = {
  /** From an order of the forwarder's that the carrier completed. */
  ORDER: 'ORDER',
  /** From the carrier's card (a truck offer, a suggestion, a response). */
  CARD: 'CARD',
  /** By the carrier's BIN. */
  BIN: 'BIN',
} as const;
export type CarrierPoolSource = (typeof CarrierPoolSource)[keyof typeof CarrierPoolSource];

/** What the forwarder adds: one of the three ways, each naming the carrier its own way. */
export const carrierPoolAddSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal(CarrierPoolSource.ORDER), orderId: z.uuid() }),
  z.object({ source: z.literal(CarrierPoolSource.CARD), carrierCompanyId: z.uuid() }),
  z.object({ source: z.literal(CarrierPoolSource.BIN), bin: binField }),
]);
export type CarrierPoolAdd = z.infer<typeof carrierPoolAddSchema>;

/** A carrier of the pool, with what the forwarder did with it. */
export const carrierPoolMemberSchema = z.object({
  carrierCompanyId: z.uuid(),
  companyName: z.string(),
  bin: z.string(),
  source: z.enum(CarrierPoolSource),
  /** The order it was added from (source ORDER). */
  orderNumber: z.string().nullable(),
  addedAt: z.iso.datetime(),
  addedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Orders of this forwarder the carrier completed. */
  completedDeals: z.number().int().nonnegative(),
});
export type CarrierPoolMember = z.infer<typeof carrierPoolMemberSchema>;

export const carrierPoolSchema = z.object({
  items: z.array(carrierPoolMemberSchema),
  /** How many carriers a pool may hold (`CARRIER_POOL_LIMIT`). */
  limit: z.number().int().positive(),
});
export type CarrierPool = z.infer<typeof carrierPoolSchema>;

/** A forwarder that lists the carrier among its own, as the carrier sees it. */
export const carrierPoolListingSchema = z.object({
  forwarderCompanyId: z.uuid(),
  companyName: z.string(),
  bin: z.string(),
  addedAt: z.iso.datetime(),
});
export type CarrierPoolListing = z.infer<typeof carrierPoolListingSchema>;

export const carrierPoolListingsSchema = z.object({ items: z.array(carrierPoolListingSchema) });
export type CarrierPoolListings = z.infer<typeof carrierPoolListingsSchema>;

/** The carrier a removal names. */
export const carrierPoolMemberParamSchema = z.object({ carrierCompanyId: z.uuid() });

/** The most carriers one forwarder company keeps in its pool. */
export const CARRIER_POOL_LIMIT = 500;
