import { ErrorCode } from '@freight/shared';
import { isApiError } from '../../../lib/http/api-error';

/**
 * The company changed (a resubmission, another reviewer's decision) since the reviewer read it:
 * the screen reloads it and asks to look again instead of reporting a failure.
 */
export function isDecisionConflict(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ErrorCode.VERSION_CONFLICT ||
      error.code === ErrorCode.COMPANY_NOT_PENDING_REVIEW)
  );
}
