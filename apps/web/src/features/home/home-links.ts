import { SIGNED_IN_LANDING_PATH } from '../../lib/routing/landing-path';

/** The homepage's "go to the platform" leads where signing in does. */
export const PLATFORM_PATH = SIGNED_IN_LANDING_PATH;
