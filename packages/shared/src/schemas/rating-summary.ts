import { z } from 'zod';

/**
 * A company's or a driver's rating: the average of completed orders' ratings and their count
 * (issue 9). Its own module, so that every view schema can use it without import cycles.
 */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The summary of a row with `rating` (numeric average) and `ratingCount` columns. */
export function ratingSummaryOf(row: {
  rating: number | null;
  ratingCount: number;
}): RatingSummary {
  return { average: row.rating, count: row.ratingCount };
}
