/**
 * Validation failures are reported as message keys, translated by the web app
 * (namespace `validation`). The same keys come back from the server in `fields`.
 */
export const ValidationMessage = {
  REQUIRED: 'validation.required',
  BIN_LENGTH: 'validation.binLength',
  BIN_CHECK_DIGIT: 'validation.binCheckDigit',
  IIN_INVALID: 'validation.iinInvalid',
  CYRILLIC: 'validation.cyrillic',
  EMAIL: 'validation.email',
  PASSWORD_CHARSET: 'validation.passwordCharset',
  PASSWORD_LENGTH: 'validation.passwordLength',
  PASSWORDS_DO_NOT_MATCH: 'validation.passwordsDoNotMatch',
  COMMENT_EMPTY: 'validation.commentEmpty',
  OTP_FORMAT: 'validation.otpFormat',
  PHONE: 'validation.phone',
  TOO_LONG: 'validation.tooLong',
  INVALID: 'validation.invalid',
  IIN_LENGTH: 'validation.iinLength',
  MUST_ACCEPT: 'validation.mustAccept',
  DOCUMENT_REQUIRED: 'validation.documentRequired',
  DOCUMENT_UNAVAILABLE: 'validation.documentUnavailable',
  FILE_REQUIRED: 'validation.fileRequired',
  PASSWORD_SAME_AS_OLD: 'validation.passwordSameAsOld',
  OLD_PASSWORD_WRONG: 'validation.oldPasswordWrong',
  // Orders (schemas/order-*.ts, schemas/value-fields.ts).
  NUMBER: 'validation.number',
  NOT_NEGATIVE: 'validation.notNegative',
  MUST_BE_POSITIVE: 'validation.mustBePositive',
  TOO_LARGE: 'validation.tooLarge',
  TOO_MANY_DECIMALS: 'validation.tooManyDecimals',
  INTEGER: 'validation.integer',
  DATE: 'validation.date',
  UNLOADING_BEFORE_LOADING: 'validation.unloadingBeforeLoading',
  RANGE_INVERTED: 'validation.rangeInverted',
  ROUTE_TOO_SHORT: 'validation.routeTooShort',
  ROUTE_TOO_LONG: 'validation.routeTooLong',
  ROUTE_POINT_ORDER: 'validation.routePointOrder',
  COORDINATES: 'validation.coordinates',
  PROBLEM_DESCRIPTION_REQUIRED: 'validation.problemDescriptionRequired',
  // Fleet (schemas/fleet.ts): drivers, vehicles, their documents, blacklist and fines.
  DOCUMENT_NUMBER: 'validation.documentNumber',
  EXPIRY_BEFORE_ISSUE: 'validation.expiryBeforeIssue',
  DATE_IN_FUTURE: 'validation.dateInFuture',
  LICENCE_CATEGORIES: 'validation.licenceCategories',
  VIN: 'validation.vin',
  PLATE_NUMBER: 'validation.plateNumber',
  TECH_PASSPORT_NUMBER: 'validation.techPassportNumber',
  MANUFACTURE_YEAR: 'validation.manufactureYear',
  REGISTRATION_BEFORE_MANUFACTURE: 'validation.registrationBeforeManufacture',
  ENGINE_VOLUME: 'validation.engineVolume',
  REASON_REQUIRED: 'validation.reasonRequired',
  DRIVER_UNAVAILABLE: 'validation.driverUnavailable',
  FILE_TOO_LARGE: 'validation.fileTooLarge',
  FILE_TYPE: 'validation.fileType',
  // The trip (schemas/order-trip.ts).
  SEAL_NUMBER: 'validation.sealNumber',
  RATING_REQUIRED: 'validation.ratingRequired',
  PAYMENT_COMMENT_REQUIRED: 'validation.paymentCommentRequired',
  /** A NUL character or a lone surrogate: text the database cannot store (issue 10). */
  UNSTORABLE_TEXT: 'validation.unstorableText',
  DATE_RANGE_ORDER: 'validation.dateRangeOrder',
  ANALYTICS_RANGE_TOO_LONG: 'validation.analyticsRangeTooLong',
  // The chat (issue 15).
  CHAT_TEXT_TOO_LONG: 'validation.chatTextTooLong',
  CHAT_MESSAGE_EMPTY: 'validation.chatMessageEmpty',
  // The homepage (issue 13): a partner's site.
  URL: 'validation.url',
  // The exchange (issue 31): places of searches and truck offers.
  PLACE_UNKNOWN: 'validation.placeUnknown',
  TOO_MANY_PLACES: 'validation.tooManyPlaces',
  PRICE_CURRENCY_REQUIRED: 'validation.priceCurrencyRequired',
  DATE_IN_PAST: 'validation.dateInPast',
  TOO_FAR_AHEAD: 'validation.tooFarAhead',
  // The exchange rates' CSV import (issue 32).
  RATES_CSV_COLUMNS: 'validation.ratesCsvColumns',
  RATES_CSV_CONFLICT: 'validation.ratesCsvConflict',
  RATES_CSV_CURRENCY: 'validation.ratesCsvCurrency',
} as const;

export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];
