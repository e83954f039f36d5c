/**
 * Where a signed-in user lands (after signing in, from the homepage's "go to the platform"):
 * the order list, which every role has. `/` itself is the public homepage (issue 13).
 */
export const SIGNED_IN_LANDING_PATH = '/requests';

/** Where a rejected company's owner reads the reviewer's comment and resubmits. */
export const REGISTRATION_STATUS_PATH = '/registration-status';
