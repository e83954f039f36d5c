import type { Account } from '@freight/shared';
import {
  REGISTRATION_STATUS_PATH,
  SIGNED_IN_LANDING_PATH,
} from '../../../lib/routing/landing-path';
import { returnPathOf } from '../../../lib/routing/sign-in-path';

/**
 * Where a user goes once signed in: a rejected company's owner to the review's comment, anyone
 * else back to the page they were sent away from (`?next=`), else the signed-in landing.
 */
export function pathAfterSignIn(
  account: Pick<Account, 'companyStatus'>,
  location: Pick<Location, 'search' | 'origin'>,
): string {
  if (account.companyStatus === 'REJECTED') return REGISTRATION_STATUS_PATH;
  return returnPathOf(location) ?? SIGNED_IN_LANDING_PATH;
}
