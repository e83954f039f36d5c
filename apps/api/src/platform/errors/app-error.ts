import {
  ERROR_MESSAGES,
  ORDER_REFUSAL_KINDS,
  type ErrorCode,
  type OrderRefusalKind,
} from '@freight/shared';

/**
 * The order state machine's refusals by kind (orders/order-refusals.ts): never allowed for
 * this user (403), not in this state (409), or missing something the user can supply (409,
 * as the order's state is what refuses until then).
 */
const STATUS_BY_REFUSAL_KIND: Record<OrderRefusalKind, number> = {
  FORBIDDEN: 403,
  STATE: 409,
  MISSING_INPUT: 409,
};

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  ...Object.fromEntries(
    Object.entries(ORDER_REFUSAL_KINDS).map(([code, kind]) => [code, STATUS_BY_REFUSAL_KIND[kind]]),
  ),
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  ACCESS_DENIED: 403,
  REGISTRATION_NOT_APPROVED: 403,
  ACCOUNT_DEACTIVATED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EXPEDITOR_ALREADY_EXISTS: 409,
  BIN_ALREADY_REGISTERED: 409,
  VERSION_CONFLICT: 409,
  COUNTER_OFFER_OPEN: 409,
  COUNTER_OFFER_NOT_OPEN: 409,
  CARRIER_POOL_EMPTY: 409,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 429,
  RESET_TOKEN_INVALID: 400,
  TOO_MANY_ATTEMPTS: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_ANSWER_LOST: 409,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_ALREADY_REVIEWED: 409,
  FILE_REVIEW_OWN_SIDE: 403,
  FILE_TYPE_MISMATCH: 400,
  PAYMENT_COMMENT_REQUIRED: 400,
  AGREEMENT_NOT_RECORDED: 500,
  COMPANY_NOT_PENDING_REVIEW: 409,
  REGISTRATION_NOT_REJECTED: 409,
  OLD_PASSWORD_WRONG: 400,
  SECURITY_SERVICE_MISSING: 409,
  DRIVER_ALREADY_REGISTERED: 409,
  DRIVER_BLACKLISTED: 409,
  DRIVER_NOT_PENDING_APPROVAL: 409,
  DRIVER_ALREADY_BLACKLISTED: 409,
  DRIVER_NOT_BLACKLISTED: 409,
  DRIVER_RETIRED: 409,
  PLATE_ALREADY_REGISTERED: 409,
  VIN_ALREADY_REGISTERED: 409,
  VEHICLE_RETIRED: 409,
  CONTRACT_CHANGED: 409,
  CONTRACT_NOT_GENERATED: 409,
  DOCUMENT_GENERATION_FAILED: 500,
  // The trip (issue 9): times checked against the order's recorded steps and the clock.
  TRIP_TIME_IN_FUTURE: 409,
  TRIP_TIME_BEFORE_PREVIOUS: 409,
  TRIP_STEP_NOT_RECORDED: 409,
  // A seal number other than the loading one: retyped, then sent with a photo (issue 30).
  SEAL_RECHECK: 409,
  SEAL_PHOTO_REQUIRED: 409,
  CHAT_WRITE_CLOSED: 403,
  CHAT_NOT_OWN_MESSAGE: 403,
  CHAT_EDIT_WINDOW_PASSED: 403,
  CHAT_MESSAGE_DELETED: 409,
  CHAT_ATTACHMENT_UNAVAILABLE: 409,
  VEHICLE_PROFILE_INCOMPLETE: 409,
  TRUCK_OFFER_NOT_ACTIVE: 409,
  ORDER_NOT_OPEN_FOR_CARRIERS: 409,
  CARRIER_NOT_ELIGIBLE: 409,
  QUESTION_CLOSED: 409,
  QUESTION_ALREADY_CLOSED: 409,
  QUESTION_NOT_CLOSED: 409,
  SAVED_SEARCH_LIMIT_REACHED: 409,
  CARRIER_POOL_CARRIER_NOT_FOUND: 404,
  CARRIER_POOL_ORDER_NOT_COMPLETED: 409,
  CARRIER_POOL_LIMIT_REACHED: 409,
  EXCHANGE_RATES_CSV_INVALID: 400,
};

/**
 * The one error type domain code throws. It knows its code and HTTP status but is thrown
 * by services that know nothing of HTTP; the error handler turns it into `{code, message}`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fields?: Record<string, string>;
      details?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code] ?? 500;
    this.fields = options.fields;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const accessDenied = () => new AppError('ACCESS_DENIED');
