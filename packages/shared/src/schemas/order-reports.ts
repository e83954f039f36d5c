import { z } from 'zod';
import { Role } from '../auth/roles.js';
import { OrderStatus } from '../orders/order-status.js';

/**
 * The reports an order carries beside its terms: problems for the CB and deletion requests
 * (docs/api/orders.md). Order views embed them; the problem and deletion lists page them.
 */

const isoInstant = z.iso.datetime();
/** A person or a company named on an order. */
export const namedRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** A problem report awaits the CB (OPEN) until the CB records a decision (DECIDED). */
export const ProblemStatus = { OPEN: 'OPEN', DECIDED: 'DECIDED' } as const;
export type ProblemStatus = (typeof ProblemStatus)[keyof typeof ProblemStatus];

/**
 * A deletion request: PENDING until a moderator or the CB approves (the order is CANCELLED) or
 * rejects it; CLOSED when the order was completed or cancelled another way while it waited.
 */
export const DeletionRequestStatus = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  CLOSED: 'CLOSED',
} as const;
export type DeletionRequestStatus =
  (typeof DeletionRequestStatus)[keyof typeof DeletionRequestStatus];

/** Problem reports the platform files itself, worded by the web in the reader's language. */
export const GeneratedProblemCode = {
  /** The seal found at unloading is not the one recorded at loading. */
  SEAL_MISMATCH: 'SEAL_MISMATCH',
} as const;
export type GeneratedProblemCode = (typeof GeneratedProblemCode)[keyof typeof GeneratedProblemCode];

/**
 * A generated report as stored: its code and the values its text names (SEAL_MISMATCH:
 * `loadingNumber`, `unloadingNumber`); the web words it from `orders:problem.generated.<code>`.
 */
export const generatedProblemSchema = z.object({
  code: z.enum(GeneratedProblemCode),
  params: z.record(z.string(), z.string()),
});
export type GeneratedProblem = z.infer<typeof generatedProblemSchema>;

export const orderProblemSchema = z.object({
  id: z.uuid(),
  /** What the reporter wrote; empty when the platform filed the report (`generated`). */
  description: z.string(),
  generated: generatedProblemSchema.nullable(),
  status: z.enum(ProblemStatus),
  reportedBy: z.object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(Role),
    companyName: z.string().nullable(),
  }),
  reportedAt: isoInstant,
  decisionComment: z.string().nullable(),
  /** The status the CB set with the decision; null when it kept the status. */
  newStatus: z.enum(OrderStatus).nullable(),
  decidedBy: namedRefSchema.nullable(),
  decidedAt: isoInstant.nullable(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

export const orderDeletionRequestSchema = z.object({
  id: z.uuid(),
  reason: z.string().nullable(),
  status: z.enum(DeletionRequestStatus),
  requestedBy: namedRefSchema,
  requestedAt: isoInstant,
  decidedBy: namedRefSchema.nullable(),
  decidedAt: isoInstant.nullable(),
  comment: z.string().nullable(),
});
export type OrderDeletionRequest = z.infer<typeof orderDeletionRequestSchema>;
