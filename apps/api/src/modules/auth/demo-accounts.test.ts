import { accountSchema, notificationPageSchema, Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/demo.js';
import { DEMO_ACCOUNTS, DEMO_CB_BIN, DEMO_PASSWORD } from '../../seed/demo-accounts.js';

/** Where each demo account signs in and reads its account, as the spec's clients do. */
const PORTAL_OF: Record<Role, { login: string; account: string }> = {
  [Role.ADMIN]: { login: '/api/auth/login', account: '/api/auth/account' },
  [Role.MODERATOR]: { login: '/api/auth/login', account: '/api/auth/account' },
  [Role.FORWARDER]: { login: '/api/expeditors/login', account: '/api/expeditors/account' },
  [Role.EMPLOYEE]: { login: '/api/expeditors/login', account: '/api/expeditors/account' },
  [Role.CB]: { login: '/api/cb/login', account: '/api/cb/account' },
  [Role.DRIVER_COMPANY]: {
    login: '/api/driver-companies/login',
    account: '/api/driver-companies/current-driver-company',
  },
  [Role.LOGISTICIAN]: {
    login: '/api/driver-companies/login',
    account: '/api/driver-companies/current-driver-company',
  },
};

describe(`demo accounts (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it.each(DEMO_ACCOUNTS.map((account) => [account.login, account] as const))(
    '%s signs in through its role’s endpoint, reads its account and has notifications',
    async (_login, demo) => {
      const portal = PORTAL_OF[demo.role];
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: portal.login,
        query: { login: demo.login, password: DEMO_PASSWORD, bin: DEMO_CB_BIN },
      });
      expect(signedIn.statusCode).toBe(200);
      const { accessToken } = signedIn.json<{ accessToken: string }>();

      const accountResponse = await ctx.app.inject({
        method: 'GET',
        url: portal.account,
        headers: bearer(accessToken),
      });
      const account = accountSchema.parse(accountResponse.json());
      expect(account).toMatchObject({
        login: demo.login,
        roleType: demo.role,
        fname: demo.firstName,
        lname: demo.lastName,
        sname: demo.middleName,
        phoneNumber: demo.phone,
      });
      expect(account.companyStatus).toBe(demo.company ? 'APPROVED' : null);

      const inbox = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(accessToken),
      });
      const page = notificationPageSchema.parse(inbox.json());
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.total).toBeLessThanOrEqual(3);
      expect(page.unreadCount).toBe(1);
      expect(page.items[0]).toMatchObject({ type: 'WELCOME', isNew: true });
    },
  );
});
