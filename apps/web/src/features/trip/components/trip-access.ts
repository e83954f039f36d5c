import {
  FileReviewStatus,
  OrderFileType,
  OrderSide,
  PHOTO_ORDER_FILE_TYPES,
  DOCUMENT_CONTENT_TYPES,
  type Account,
  type OrderAction,
  type OrderActionView,
  type OrderDetail,
  type OrderFileView,
  type UploadableOrderFileType,
} from '@freight/shared';

/** The viewer's side of the order, or null for platform staff (who only look). */
export function viewerSide(order: OrderDetail, account: Account): OrderSide | null {
  if (!account.companyId) return null;
  if (account.companyId === order.ownerCompany.id) return OrderSide.FORWARDER;
  if (account.companyId === order.selectedResponse?.carrier.id) return OrderSide.CARRIER;
  return null;
}

/** The server's offer of `action` to the caller: allowed, refused for missing input, or none. */
export function offeredAction(
  actions: readonly OrderActionView[],
  action: OrderAction,
): OrderActionView | undefined {
  return actions.find((entry) => entry.action === action);
}

export function isAllowed(actions: readonly OrderActionView[], action: OrderAction): boolean {
  return offeredAction(actions, action)?.allowed === true;
}

/** The files of one type, newest first. */
export function filesOfType(files: readonly OrderFileView[], type: OrderFileType) {
  return files
    .filter((file) => file.type === type)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

/** A file of the type that counts for the guards: one that is not rejected. */
export function hasUsableFile(files: readonly OrderFileView[], type: OrderFileType): boolean {
  return files.some((file) => file.type === type && file.status !== FileReviewStatus.REJECTED);
}

/** The receipt the payment goes with: the latest one, unless it was rejected. */
export function usableReceipt(files: readonly OrderFileView[]): OrderFileView | null {
  const latest = filesOfType(files, OrderFileType.PAYMENT_RECEIPT)[0];
  return latest && latest.status !== FileReviewStatus.REJECTED ? latest : null;
}

/** What the file picker offers per type; the server checks the content itself. */
export function acceptFor(type: UploadableOrderFileType): string {
  return PHOTO_ORDER_FILE_TYPES.includes(type)
    ? 'image/*'
    : [...DOCUMENT_CONTENT_TYPES, '.pdf'].join(',');
}

export const isPhotoType = (type: OrderFileType) => PHOTO_ORDER_FILE_TYPES.includes(type);
