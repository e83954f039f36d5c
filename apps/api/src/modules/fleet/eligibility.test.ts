import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCompany } from '../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  addDriverViaApi,
  createDriverRecord,
  createVehicleRecord,
} from '../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { checkFleetChoice } from './eligibility.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`choosing a driver and a vehicle for an order (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount & { company: TestCompany };
  let other: SignedInAccount & { company: TestCompany };
  let vehicleId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    other = await newCompanyOwner(ctx.app, 'CARRIER');
    vehicleId = (await createVehicleRecord(ctx.app, carrier.company.id)).id;
  });
  afterAll(() => ctx.close());

  const driverEligible = async (driverId: string, companyId = carrier.company.id) =>
    (await checkFleetChoice(ctx.database.db, { companyId, driverId, vehicleId })).driverEligible;

  it('admits an approved driver of the own company', async () => {
    const driver = await createDriverRecord(ctx.app, carrier.company.id, { status: 'APPROVED' });
    expect(await driverEligible(driver.id)).toBe(true);
  });

  it.each([
    ['pending approval', { status: 'PENDING_APPROVAL' as const }],
    ['rejected', { status: 'REJECTED' as const }],
    ['blacklisted', { status: 'APPROVED' as const, blacklisted: true, blacklistReason: 'Хищение' }],
    ['removed from the fleet', { status: 'APPROVED' as const, retiredAt: new Date() }],
  ])('refuses a driver who is %s', async (_case, values) => {
    const driver = await createDriverRecord(ctx.app, carrier.company.id, values);
    expect(await driverEligible(driver.id)).toBe(false);
  });

  it("refuses another carrier's approved driver, and an unknown one", async () => {
    const foreign = await createDriverRecord(ctx.app, other.company.id, { status: 'APPROVED' });
    expect(await driverEligible(foreign.id)).toBe(false);
    expect(await driverEligible(foreign.id, other.company.id)).toBe(true);
    expect(await driverEligible(UNKNOWN)).toBe(false);
  });

  it('follows the security service: eligible once approved, no longer once blacklisted', async () => {
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    const driver = await addDriverViaApi(ctx.app, carrier);
    expect(await driverEligible(driver.id)).toBe(false);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: cb.headers, payload });
    expect((await post(`/api/drivers/${driver.id}/approve`, { version: 1 })).json().eligible).toBe(
      true,
    );
    expect(await driverEligible(driver.id)).toBe(true);
    await post(`/api/drivers/${driver.id}/blacklist`, { reason: 'Нарушение' });
    expect(await driverEligible(driver.id)).toBe(false);
    const eligibleList = await ctx.app.inject({
      method: 'GET',
      url: '/api/company-drivers?eligible=true&pageSize=100',
      headers: carrier.headers,
    });
    expect(eligibleList.json().items.map((item: { id: string }) => item.id)).not.toContain(
      driver.id,
    );
  });

  it("admits the own vehicle in the fleet, not another carrier's, a removed or an unknown one", async () => {
    const driverId = (await createDriverRecord(ctx.app, carrier.company.id)).id;
    const check = async (id: string) =>
      (
        await checkFleetChoice(ctx.database.db, {
          companyId: carrier.company.id,
          driverId,
          vehicleId: id,
        })
      ).vehicleEligible;
    expect(await check(vehicleId)).toBe(true);
    expect(await check((await createVehicleRecord(ctx.app, other.company.id)).id)).toBe(false);
    const removed = await createVehicleRecord(ctx.app, carrier.company.id, {
      retiredAt: new Date(),
    });
    expect(await check(removed.id)).toBe(false);
    expect(await check(UNKNOWN)).toBe(false);
  });
});
