import type { Role } from '@freight/shared';

/** What signs a person in: the account's e-mail and its password. */
export interface Credentials {
  login: string;
  password: string;
}

/** The demo data every e2e server starts with (DESIGN §6). */
export const DEMO_PASSWORD = 'Demo12345!';
/** The security service's company BIN, asked for by its login form. */
export const DEMO_CB_BIN = '040540001230';
/** The demo forwarder's BIN: registered in every e2e database. */
export const DEMO_FORWARDER_BIN = '180440001235';

export const DEMO_LOGINS = {
  ROLE_ADMIN: 'admin@demo.kz',
  ROLE_FORWARDER: 'forwarder@demo.kz',
  ROLE_EMPLOYEE: 'employee@demo.kz',
  ROLE_CB: 'cb@demo.kz',
  ROLE_DRIVER_COMPANY: 'carrier@demo.kz',
  ROLE_LOGISTICIAN: 'logist@demo.kz',
  ROLE_MODERATOR: 'moderator@demo.kz',
} as const satisfies Record<Role, string>;

export type DemoRole = keyof typeof DEMO_LOGINS;

/**
 * The demo account of `role`. Specs use them where the demo data is the point (each role's
 * menu, the demo carrier's drivers) or where nothing they do changes what another spec sees;
 * everything else runs on companies a fixture registers for the test.
 */
export function demoAccount(role: DemoRole): Credentials {
  return { login: DEMO_LOGINS[role], password: DEMO_PASSWORD };
}
