/** The files attached to an order (DESIGN §4); the web translates `orders:fileType.<TYPE>`. */
export const OrderFileType = {
  CARGO_PHOTO: 'CARGO_PHOTO',
  SEAL_PHOTO: 'SEAL_PHOTO',
  INVOICE: 'INVOICE',
  PAYMENT_RECEIPT: 'PAYMENT_RECEIPT',
  CONTRACT: 'CONTRACT',
  OTHER: 'OTHER',
} as const;
export type OrderFileType = (typeof OrderFileType)[keyof typeof OrderFileType];

/** Each file is accepted or rejected; rejecting needs a type and a reason (spec §5). */
export const FileReviewStatus = {
  PENDING: 'PENDING',
  ACCEPTED: 'ACCEPTED',
  REJECTED: 'REJECTED',
} as const;
export type FileReviewStatus = (typeof FileReviewStatus)[keyof typeof FileReviewStatus];
