import { isValidBinOrIin, Role, type CompanyPage } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/demo.js';
import { DEMO_COMPANIES } from '../../../seed/demo-accounts.js';
import { DEMO_PENDING_REGISTRATIONS } from '../../../seed/demo-pending-registrations.js';
import { users } from '../../../db/schema.js';
import { signedIn } from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`demo registrations awaiting review (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('uses only BINs with a valid check digit', () => {
    const bins = [
      ...Object.values(DEMO_COMPANIES).map((company) => company.bin),
      ...DEMO_PENDING_REGISTRATIONS.map(({ company }) => company.bin),
    ];
    for (const bin of bins) expect(isValidBinOrIin(bin), bin).toBe(true);
  });

  it("fills the demo security service's pending tabs with one forwarder and one carrier", async () => {
    const [cbUser] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cb@demo.kz'));
    if (!cbUser) throw new Error('demo CB account missing');
    const cb = await signedIn(ctx.app, cbUser);
    for (const kind of ['FORWARDER', 'CARRIER'] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/cb/companies?kind=${kind}&status=PENDING_REVIEW`,
        headers: cb.headers,
      });
      const page = response.json<CompanyPage>();
      const expected = DEMO_PENDING_REGISTRATIONS.find(({ company }) => company.kind === kind);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        bin: expected?.company.bin,
        owner: { login: expected?.owner.login },
      });
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/cb/companies/${page.items[0]?.id}`,
        headers: cb.headers,
      });
      expect(detail.json().history).toMatchObject([
        {
          action: 'SUBMITTED',
          actor: { role: kind === 'FORWARDER' ? Role.FORWARDER : Role.DRIVER_COMPANY },
        },
      ]);
    }
  });
});
