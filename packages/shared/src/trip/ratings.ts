/**
 * The rating of an order (spec §3: five labelled levels and a comment). The forwarder side
 * rates the carrier (and so its driver) when completing; the carrier side rates the forwarder
 * within RATING_WINDOW_DAYS. The web translates `trip:rating.<LEVEL>`.
 */
export const RatingLevel = {
  TERRIBLE: 1,
  BAD: 2,
  NORMAL: 3,
  GOOD: 4,
  EXCELLENT: 5,
} as const;
export type RatingLevel = (typeof RatingLevel)[keyof typeof RatingLevel];
export type RatingLevelName = keyof typeof RatingLevel;

export const RATING_LEVELS: readonly RatingLevelName[] = Object.keys(
  RatingLevel,
) as RatingLevelName[];

export function ratingLevelName(score: number): RatingLevelName | null {
  return RATING_LEVELS.find((name) => RatingLevel[name] === score) ?? null;
}

/** A rating can be given, and a given one changed, for this long after completion. */
export const RATING_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export function ratingWindowOpen(completedAt: Date, now: Date): boolean {
  return now.getTime() - completedAt.getTime() <= RATING_WINDOW_DAYS * DAY_MS;
}

/**
 * The two sides of an order: who uploaded a file, who gave a rating (the forwarder side rates
 * the carrier, the carrier side the forwarder).
 */
export const OrderSide = {
  FORWARDER: 'FORWARDER',
  CARRIER: 'CARRIER',
} as const;
export type OrderSide = (typeof OrderSide)[keyof typeof OrderSide];
