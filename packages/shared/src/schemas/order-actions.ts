import { z } from 'zod';
import { orderStatusSchema } from '../orders/order-status.js';
import { currencySchema } from '../orders/reference-lists.js';
import { OrderSide } from '../trip/ratings.js';
import { ValidationMessage } from '../validation/messages.js';
import { moneyField, ORDER_LIMITS } from './order-limits.js';
import { versionField } from './fields.js';
import { choiceField, idField, optionalTextField, requiredTextField } from './value-fields.js';

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/** A carrier's response (spec §5: a driver, a vehicle, a price and a currency are required). */
export const orderResponseRequestSchema = z.object({
  driverId: idField,
  vehicleId: idField,
  price: moneyField,
  currency: currencySchema,
  comment: optionalTextField(ORDER_LIMITS.responseCommentLength),
});
export type OrderResponseRequest = z.infer<typeof orderResponseRequestSchema>;

/**
 * The forwarder's counter-price on a response (issue 32), with the response's own limits; the
 * currency defaults to the response's.
 */
export const counterOfferRequestSchema = orderResponseRequestSchema
  .pick({ price: true, currency: true, comment: true })
  .partial({ currency: true });
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

/**
 * Booking at the posted price (issue 32): the driver and vehicle, and the order's version
 * read, so the carrier books at the price it saw and never at one changed meanwhile.
 */
export const orderBookingRequestSchema = orderResponseRequestSchema
  .pick({ driverId: true, vehicleId: true })
  .extend({ version: versionField });
export type OrderBookingRequest = z.infer<typeof orderBookingRequestSchema>;

/** The owner side allows or stops instant booking, at the version it read. */
export const instantBookingRequestSchema = z.object({
  instantBooking: z.boolean({ error: ValidationMessage.INVALID }),
  version: versionField,
});
export type InstantBookingRequest = z.infer<typeof instantBookingRequestSchema>;

/** 'Please fill out the problem description.' */
export const problemReportRequestSchema = z.object({
  description: requiredTextField(
    ORDER_LIMITS.problemDescriptionLength,
    ValidationMessage.PROBLEM_DESCRIPTION_REQUIRED,
  ),
});
export type ProblemReportRequest = z.infer<typeof problemReportRequestSchema>;

/**
 * The CB's decision on a problem order: a comment, and optionally any new status and the side
 * found at fault (issue 9: a problem decided against a company lowers its trust score).
 */
export const problemDecisionRequestSchema = z.object({
  comment: requiredTextField(ORDER_LIMITS.decisionCommentLength, ValidationMessage.COMMENT_EMPTY),
  newStatus: orderStatusSchema.nullish(),
  atFaultSide: z.enum(OrderSide, { error: ValidationMessage.INVALID }).nullish(),
});
export type ProblemDecisionRequest = z.infer<typeof problemDecisionRequestSchema>;

export const deletionRequestSchema = z.object({
  reason: optionalTextField(ORDER_LIMITS.deletionReasonLength),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const DeletionDecision = { APPROVE: 'APPROVE', REJECT: 'REJECT' } as const;
export type DeletionDecision = (typeof DeletionDecision)[keyof typeof DeletionDecision];

/** A moderator or the CB approves (the order becomes CANCELLED) or rejects with a comment. */
export const deletionDecisionRequestSchema = z
  .object({
    decision: choiceField(DeletionDecision),
    comment: optionalTextField(ORDER_LIMITS.decisionCommentLength),
  })
  .superRefine(
    ({ decision, comment }, ctx) => {
      if (decision === DeletionDecision.REJECT && (comment ?? '') === '') {
        ctx.addIssue({
          code: 'custom',
          message: ValidationMessage.COMMENT_EMPTY,
          path: ['comment'],
        });
      }
    },
    { when: isObject },
  );
export type DeletionDecisionRequest = z.infer<typeof deletionDecisionRequestSchema>;
