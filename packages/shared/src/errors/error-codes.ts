/**
 * Every error the API returns carries one of these codes; the web app translates the code,
 * and `message` keeps the spec's server texts verbatim for other clients.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Validation error',
  UNAUTHORIZED: 'Unauthorized',
  ACCESS_DENIED: 'Access Denied',
  NOT_FOUND: 'Nothing found for the request',
  USER_NOT_FOUND: 'User not found',
  INVALID_CREDENTIALS: 'Invalid credentials',
  REGISTRATION_NOT_APPROVED: 'Registration is not approved',
  ACCOUNT_DEACTIVATED: 'Account is deactivated',
  EXPEDITOR_ALREADY_EXISTS: 'Expeditor already exist',
  BIN_ALREADY_REGISTERED: 'This BIN or IIN is already registered!',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again later.',
  // A lost database connection or an outage: nothing was changed, the request may be repeated.
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  // Idempotency-Key (platform/http/idempotency).
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request',
  IDEMPOTENCY_KEY_IN_USE: 'The same request is still being processed; try again in a moment',
  // Its work committed, then its process died before the answer was kept: never done twice.
  IDEMPOTENCY_ANSWER_LOST:
    'This request was carried out, but its answer was lost; reload to see the result',
  INVALID_REFRESH_TOKEN: 'Session expired, please sign in again',
  OTP_INVALID: 'The code is wrong',
  OTP_EXPIRED: 'The code has expired, request a new one',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes, request a new one',
  RESET_TOKEN_INVALID: 'The password reset link is no longer valid',
  VERSION_CONFLICT: 'The record was changed by someone else; reload and try again',
  FILE_TOO_LARGE: 'The file is larger than allowed',
  FILE_TYPE_NOT_ALLOWED: 'This file type is not allowed',
  AGREEMENT_NOT_RECORDED: 'Failed to send agreement.',
  COMPANY_NOT_PENDING_REVIEW: 'Only a company pending review can be approved or rejected',
  REGISTRATION_NOT_REJECTED: 'Only a rejected registration can be corrected and resubmitted',
  OLD_PASSWORD_WRONG: 'The current password is wrong',
  SECURITY_SERVICE_MISSING: 'The platform has no security-service company',
  // The order state machine's refusals (orders/order-refusals.ts).
  ORDER_ACTION_FORBIDDEN_FOR_ROLE: 'Your role cannot perform this action on the order',
  ORDER_ACTION_FORBIDDEN_FOR_PARTY: 'Only a party of this order can perform this action',
  ORDER_CLOSED: 'The order is completed or cancelled and can no longer change',
  ORDER_TRANSITION_NOT_ALLOWED: 'This action is not possible in the current order status',
  ORDER_NOT_EDITABLE:
    'The order can be edited only as a draft or while published, before a carrier is selected',
  RESPONSE_ALREADY_EXISTS: 'Your company has already responded to this order',
  RESPONSE_NOT_ACTIVE: 'Your company has no active response to this order',
  COUNTER_OFFER_OPEN: 'A counter-offer on this response is already awaiting an answer',
  COUNTER_OFFER_NOT_OPEN: 'The counter-offer has already been answered or withdrawn',
  RESPONSE_ALREADY_ACCEPTED: 'A response to this order has already been accepted',
  ORDER_ALREADY_BOOKED: 'This load has already been booked by another carrier',
  INSTANT_BOOKING_OFF: 'This order cannot be booked instantly; send a response instead',
  ORDER_ALREADY_PUBLIC: 'The order is already on the whole load board',
  CARRIER_POOL_EMPTY: 'Add carriers to your list before offering an order to them',
  DRIVER_NOT_ELIGIBLE: 'The driver is not approved, is blacklisted or belongs to another company',
  VEHICLE_NOT_ELIGIBLE: 'The vehicle belongs to another company',
  SIGNATURE_PERMISSION_REQUIRED: 'You do not have permission to sign contracts',
  CONTRACT_ALREADY_SIGNED: 'Your side has already signed the contract',
  CONTRACT_FROZEN: 'The contract has been signed and can no longer be regenerated',
  CARGO_PHOTOS_REQUIRED: 'Upload a cargo photo and a seal photo before departure',
  INVOICE_REQUIRED: 'Upload the invoice before leaving the unloading point',
  RECEIPT_REQUIRED: 'Attach a receipt before sending!',
  RECEIPT_REJECTED: 'The payment receipt was rejected; attach a new one',
  ORDER_HAS_OPEN_PROBLEM: 'The order is under security verification until the CB decides',
  PROBLEM_ALREADY_OPEN: 'The order has already been sent for security verification',
  PROBLEM_NOT_OPEN: 'The order has no open problem to decide',
  DELETION_ALREADY_REQUESTED: 'A deletion request for this order is already pending',
  DELETION_REQUEST_NOT_OPEN: 'The order has no pending deletion request',
  DELIVERY_ALREADY_CONFIRMED: 'Receipt of the goods has already been confirmed',
  RATING_ALREADY_GIVEN: 'Your side has already rated this order',
  RATING_WINDOW_CLOSED: 'An order can be rated only within 14 days of its completion',
  // The trip: actual times, order files, payment.
  TRIP_TIME_IN_FUTURE: 'The actual time cannot be in the future',
  TRIP_TIME_BEFORE_PREVIOUS: 'The actual time cannot be before the previous step',
  TRIP_STEP_NOT_RECORDED: 'This step of the trip has not been recorded yet',
  SEAL_RECHECK:
    'The seal number differs from the one recorded at loading. Check the seal and type the number again.',
  SEAL_PHOTO_REQUIRED:
    'The seal number still differs. Attach a photo of the seal to send it to the security service.',
  FILE_ALREADY_REVIEWED: 'This file has already been accepted or rejected',
  FILE_REVIEW_OWN_SIDE: 'A file is accepted or rejected by the other side of the order',
  FILE_TYPE_MISMATCH: 'The file type given does not match the file',
  PAYMENT_COMMENT_REQUIRED:
    'The amount or currency differs from the agreed price: add a comment explaining why',
  // Documents: contracts, consignment notes, verification.
  CONTRACT_CHANGED:
    'The contract was changed after you opened it; review the current version and sign again',
  CONTRACT_NOT_GENERATED: 'No contract has been generated for this order',
  DOCUMENT_GENERATION_FAILED: 'Error generating contract:',
  // The chat (issue 15).
  CHAT_WRITE_CLOSED: 'You can read this conversation but no longer write to it',
  CHAT_NOT_OWN_MESSAGE: 'Only the sender can edit or delete a message',
  CHAT_EDIT_WINDOW_PASSED: 'A message can be edited or deleted only within 15 minutes of sending',
  CHAT_MESSAGE_DELETED: 'This message has been deleted',
  CHAT_ATTACHMENT_UNAVAILABLE: 'The attachment was not found or is already attached to a message',
  // Fleet: drivers and vehicles of carriers.
  DRIVER_ALREADY_REGISTERED: 'This driver is already registered on the platform',
  DRIVER_BLACKLISTED: 'This driver is blacklisted',
  DRIVER_NOT_PENDING_APPROVAL: 'Only a driver pending approval can be approved or rejected',
  DRIVER_ALREADY_BLACKLISTED: 'The driver is already blacklisted',
  DRIVER_NOT_BLACKLISTED: 'The driver is not blacklisted',
  DRIVER_RETIRED: 'The driver has been removed from the fleet',
  PLATE_ALREADY_REGISTERED: 'This plate number is already registered',
  VIN_ALREADY_REGISTERED: 'This VIN is already registered',
  VEHICLE_RETIRED: 'The vehicle has been removed from the fleet',
  // The exchange (issue 31): truck offers, suggested carriers, invitations.
  VEHICLE_PROFILE_INCOMPLETE:
    'Fill in the body type and capacity (tons and m³) of the vehicle before offering it',
  TRUCK_OFFER_NOT_ACTIVE: 'The truck offer is no longer active',
  ORDER_NOT_OPEN_FOR_CARRIERS:
    'Carriers can be suggested and invited only while the order is published',
  CARRIER_NOT_ELIGIBLE:
    'This carrier cannot be invited: it is not approved or has already responded',
  // The moderators' questions (issue 13).
  QUESTION_CLOSED: 'The question is closed; reopen it to answer',
  QUESTION_ALREADY_CLOSED: 'The question is already closed',
  QUESTION_NOT_CLOSED: 'Only a closed question can be reopened',
  // The exchange (issue 31).
  SAVED_SEARCH_LIMIT_REACHED: 'You have as many saved searches as allowed; delete one first',
  CARRIER_POOL_CARRIER_NOT_FOUND: 'No carrier approved by the security service has this BIN',
  CARRIER_POOL_ORDER_NOT_COMPLETED:
    'A carrier is added from an order of yours only once it has completed it',
  CARRIER_POOL_LIMIT_REACHED: 'Your list of carriers is full; remove one first',
  EXCHANGE_RATES_CSV_INVALID: 'The file has wrong lines; nothing was imported',
  UNEXPECTED: 'Unexpected error',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ErrorCode = Object.fromEntries(
  Object.keys(ERROR_MESSAGES).map((code) => [code, code]),
) as { [K in ErrorCode]: K };

/** The body of every error response. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validation error: path → message key. */
  fields?: Record<string, string>;
  /**
   * Facts the client shows beside the translated code, which are data rather than message
   * keys: e.g. `reason` of DRIVER_BLACKLISTED (the security service's words).
   */
  details?: Record<string, string>;
}
