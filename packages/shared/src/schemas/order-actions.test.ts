import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../orders/order-status.js';
import { ValidationMessage } from '../validation/messages.js';
import { fieldMessages } from './field-messages.test-helper.js';
import {
  deletionDecisionRequestSchema,
  deletionRequestSchema,
  orderResponseRequestSchema,
  problemDecisionRequestSchema,
  problemReportRequestSchema,
} from './order-actions.js';

describe('the request schemas around an order', () => {
  const response = {
    driverId: '3f0c8e1e-5a8b-4c1d-9f2e-1a2b3c4d5e6f',
    vehicleId: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    price: 400_000,
    currency: 'KZT',
  };

  it('requires a driver, a vehicle, a price and a currency to respond', () => {
    expect(orderResponseRequestSchema.safeParse(response).success).toBe(true);
    expect(fieldMessages(orderResponseRequestSchema, {})).toEqual({
      driverId: ValidationMessage.REQUIRED,
      vehicleId: ValidationMessage.REQUIRED,
      price: ValidationMessage.REQUIRED,
      currency: ValidationMessage.REQUIRED,
    });
  });

  it('limits the response comment to a thousand characters', () => {
    expect(
      fieldMessages(orderResponseRequestSchema, { ...response, comment: 'x'.repeat(1001) }),
    ).toEqual({ comment: ValidationMessage.TOO_LONG });
  });

  it("asks to 'Please fill out the problem description.' when it is blank or missing", () => {
    for (const value of [{ description: '  ' }, {}]) {
      expect(fieldMessages(problemReportRequestSchema, value)).toEqual({
        description: ValidationMessage.PROBLEM_DESCRIPTION_REQUIRED,
      });
    }
  });

  it('requires a comment on a CB decision and accepts any status as the new one', () => {
    expect(fieldMessages(problemDecisionRequestSchema, { comment: '' })).toEqual({
      comment: ValidationMessage.COMMENT_EMPTY,
    });
    const decision = { comment: 'Carrier replaced', newStatus: OrderStatus.PUBLISHED };
    expect(problemDecisionRequestSchema.parse(decision)).toEqual(decision);
  });

  it('takes a deletion request with or without a reason', () => {
    expect(deletionRequestSchema.safeParse({}).success).toBe(true);
    expect(deletionRequestSchema.safeParse({ reason: 'Duplicate order' }).success).toBe(true);
  });

  it('requires a comment to reject a deletion request but not to approve it', () => {
    expect(deletionDecisionRequestSchema.safeParse({ decision: 'APPROVE' }).success).toBe(true);
    expect(
      fieldMessages(deletionDecisionRequestSchema, { decision: 'REJECT', comment: ' ' }),
    ).toEqual({ comment: ValidationMessage.COMMENT_EMPTY });
    expect(fieldMessages(deletionDecisionRequestSchema, { decision: 'MAYBE' })).toEqual({
      decision: ValidationMessage.INVALID,
    });
  });
});
