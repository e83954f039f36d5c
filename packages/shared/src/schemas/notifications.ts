import { z } from 'zod';
import { listQuerySchema, pageOf } from './common.js';

/**
 * The events that notify someone. The web app translates `notifications:types.<TYPE>`
 * with the notification's params; new events add a type here and a text in every language.
 */
export const NotificationType = {
  WELCOME: 'WELCOME',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  COMPANY_SUBMITTED: 'COMPANY_SUBMITTED',
  COMPANY_APPROVED: 'COMPANY_APPROVED',
  COMPANY_REJECTED: 'COMPANY_REJECTED',
  DRIVER_SUBMITTED: 'DRIVER_SUBMITTED',
  DRIVER_APPROVED: 'DRIVER_APPROVED',
  DRIVER_REJECTED: 'DRIVER_REJECTED',
  DRIVER_BLACKLISTED: 'DRIVER_BLACKLISTED',
  DRIVER_UNBLACKLISTED: 'DRIVER_UNBLACKLISTED',
  ORDER_RESPONSE_RECEIVED: 'ORDER_RESPONSE_RECEIVED',
  ORDER_RESPONSE_ACCEPTED: 'ORDER_RESPONSE_ACCEPTED',
  ORDER_RESPONSE_DECLINED: 'ORDER_RESPONSE_DECLINED',
  // Counter-offers (issue 32); params: orderNumber, companyName, price (amount and currency).
  COUNTER_OFFER_RECEIVED: 'COUNTER_OFFER_RECEIVED',
  COUNTER_OFFER_WITHDRAWN: 'COUNTER_OFFER_WITHDRAWN',
  COUNTER_OFFER_ACCEPTED: 'COUNTER_OFFER_ACCEPTED',
  COUNTER_OFFER_DECLINED: 'COUNTER_OFFER_DECLINED',
  // Instant booking (issue 32); params: orderNumber, companyName.
  ORDER_BOOKED: 'ORDER_BOOKED',
  ORDER_PROBLEM_REPORTED: 'ORDER_PROBLEM_REPORTED',
  ORDER_PROBLEM_DECIDED: 'ORDER_PROBLEM_DECIDED',
  ORDER_DELETION_REQUESTED: 'ORDER_DELETION_REQUESTED',
  ORDER_DELETION_DECIDED: 'ORDER_DELETION_DECIDED',
  CONTRACT_GENERATED: 'CONTRACT_GENERATED',
  CONTRACT_SIGNED_BY_PARTY: 'CONTRACT_SIGNED_BY_PARTY',
  CONTRACT_SIGNED: 'CONTRACT_SIGNED',
  CONTRACT_DECLINED: 'CONTRACT_DECLINED',
  // The trip (issue 9); params: orderNumber, and step / fileType / reason / score as named.
  TRIP_STEP_RECORDED: 'TRIP_STEP_RECORDED',
  ORDER_FILE_UPLOADED: 'ORDER_FILE_UPLOADED',
  ORDER_FILE_ACCEPTED: 'ORDER_FILE_ACCEPTED',
  ORDER_FILE_REJECTED: 'ORDER_FILE_REJECTED',
  SEAL_MISMATCH: 'SEAL_MISMATCH',
  DELIVERY_CONFIRMED: 'DELIVERY_CONFIRMED',
  PAYMENT_SENT: 'PAYMENT_SENT',
  ORDER_COMPLETED: 'ORDER_COMPLETED',
  ORDER_RATED: 'ORDER_RATED',
  // The chat (issue 15); params: senderName, conversationTitle.
  CHAT_MESSAGE: 'CHAT_MESSAGE',
  // The homepage's question form (issue 13); params: name.
  QUESTION_RECEIVED: 'QUESTION_RECEIVED',
  // The exchange (issue 31); params: orderNumber, route, and searchName / companyName.
  ORDER_MATCHES_SEARCH: 'ORDER_MATCHES_SEARCH',
  ORDER_INVITATION: 'ORDER_INVITATION',
  // Publication in stages (issue 32): an order offered to the owner's own carriers first.
  ORDER_OFFERED_TO_POOL: 'ORDER_OFFERED_TO_POOL',
  // A forwarder listed the carrier among its own; params: companyName.
  CARRIER_POOL_ADDED: 'CARRIER_POOL_ADDED',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/**
 * A notification names a translatable event (`type`) with its parameters, so each reader
 * sees it in their own language; `message` is the English text for API clients.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
  link: z.string().nullable(),
  isNew: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = listQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
