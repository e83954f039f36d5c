import { config } from 'zod';

/**
 * The web app runs under a Content-Security-Policy without 'unsafe-eval' (apps/api/src/app.ts).
 * Zod's objects probe `new Function` once to compile fast parsers; under the policy the probe is
 * refused and reported as a violation (Lighthouse counts it against best practices). Jitless
 * mode never probes; the forms' small objects parse just as well without compiled parsers.
 */
config({ jitless: true });
