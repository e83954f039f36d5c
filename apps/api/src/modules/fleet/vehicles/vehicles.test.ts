import { maxManufactureYear, Role, type Vehicle, type VehiclePage } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vehicles } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  addVehicleViaApi,
  createDriverRecord,
  createVehicleRecord,
  uniquePlate,
  uniqueVin,
  vehicleForm,
} from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`a carrier's vehicles (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount & { company: TestCompany };

  beforeAll(async () => {
    ctx = await createTestApp();
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

  function editOf(vehicle: Vehicle, changes: Record<string, unknown> = {}) {
    return {
      plateNumber: vehicle.plateNumber,
      techPassportNumber: vehicle.techPassportNumber,
      brand: vehicle.brand,
      model: vehicle.model,
      vin: vehicle.vin,
      region: vehicle.region,
      manufactureYear: vehicle.manufactureYear,
      registrationDate: vehicle.registrationDate,
      engineVolume: vehicle.engineVolume,
      assignedDriverId: vehicle.assignedDriver?.id ?? null,
      version: vehicle.version,
      ...changes,
    };
  }

  it('adds a vehicle by plate and tech passport, normalising the codes, with an audit row', async () => {
    const response = await call(
      'POST',
      '/api/company-vehicles',
      carrier,
      vehicleForm({
        plateNumber: ' 777 авс 02 ',
        techPassportNumber: 'aa 0012 3456',
        vin: 'yv2rt40a8ma123456',
        brand: 'Volvo',
        model: 'FH 460',
        engineVolume: 12.8,
      }),
    );
    expect(response.statusCode).toBe(201);
    const vehicle = response.json<Vehicle>();
    expect(vehicle).toMatchObject({
      companyId: carrier.company.id,
      companyName: carrier.company.name,
      plateNumber: '777ABC02',
      techPassportNumber: 'AA00123456',
      vin: 'YV2RT40A8MA123456',
      engineVolume: 12.8,
      manufactureYear: 2021,
      registrationDate: '2021-06-01',
      assignedDriver: null,
      retiredAt: null,
      version: 1,
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vehicle.id), eq(auditLog.action, 'vehicle.created')));
    expect(audit).toHaveLength(1);
    const fetched = await call('GET', `/api/company-vehicles/${vehicle.id}`, carrier);
    expect(fetched.json()).toEqual(vehicle);
  });

  describe('plate numbers and VINs', () => {
    it('refuses a plate already registered, by any carrier, however it is typed', async () => {
      const existing = await addVehicleViaApi(ctx.app, carrier, { plateNumber: '001KZT01' });
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      for (const [account, plate] of [
        [carrier, '001KZT01'],
        [other, '001 kzt 01'],
      ] as const) {
        const response = await call(
          'POST',
          '/api/company-vehicles',
          account,
          vehicleForm({ plateNumber: plate }),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'PLATE_ALREADY_REGISTERED',
          message: 'This plate number is already registered',
        });
      }
      expect(existing.plateNumber).toBe('001KZT01');
    });

    it('refuses a VIN already registered', async () => {
      const existing = await addVehicleViaApi(ctx.app, carrier);
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      const response = await call(
        'POST',
        '/api/company-vehicles',
        other,
        vehicleForm({ vin: existing.vin.toLowerCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('VIN_ALREADY_REGISTERED');
    });

    it('frees the plate and VIN of a removed vehicle for its next owner', async () => {
      const sold = await addVehicleViaApi(ctx.app, carrier);
      const retired = await call('POST', `/api/company-vehicles/${sold.id}/retire`, carrier);
      expect(retired.json().retiredAt).toEqual(expect.any(String));
      const buyer = await newCompanyOwner(ctx.app, 'CARRIER');
      const bought = await addVehicleViaApi(ctx.app, buyer, {
        plateNumber: sold.plateNumber,
        vin: sold.vin,
      });
      expect(bought.companyId).toBe(buyer.company.id);
    });

    it("refuses an edit to another vehicle's plate, and keeps the vehicle's own", async () => {
      const first = await addVehicleViaApi(ctx.app, carrier);
      const second = await addVehicleViaApi(ctx.app, carrier);
      const clash = await call(
        'PUT',
        `/api/company-vehicles/${second.id}`,
        carrier,
        editOf(second, { plateNumber: first.plateNumber }),
      );
      expect(clash.json().code).toBe('PLATE_ALREADY_REGISTERED');
      const same = await call(
        'PUT',
        `/api/company-vehicles/${second.id}`,
        carrier,
        editOf(second, { model: 'FH 500' }),
      );
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ model: 'FH 500', version: 2 });
    });
  });

  describe('validation', () => {
    it.each([
      ['plateNumber', '', 'validation.required'],
      ['plateNumber', 'ТРАКТОР', 'validation.plateNumber'],
      ['techPassportNumber', 'A1', 'validation.techPassportNumber'],
      ['brand', '', 'validation.required'],
      ['model', 'x'.repeat(101), 'validation.tooLong'],
      ['vin', 'WDB9634031L12345', 'validation.vin'],
      ['vin', 'WDB9634O31L123456', 'validation.vin'],
      ['region', '', 'validation.required'],
      ['manufactureYear', 1949, 'validation.manufactureYear'],
      ['manufactureYear', maxManufactureYear() + 1, 'validation.manufactureYear'],
      ['registrationDate', '2999-01-01', 'validation.dateInFuture'],
      ['registrationDate', '2019-05-01', 'validation.registrationBeforeManufacture'],
      ['engineVolume', 0, 'validation.engineVolume'],
      ['engineVolume', 31, 'validation.engineVolume'],
      ['assignedDriverId', 'someone', 'validation.invalid'],
    ])('refuses %s %j with %s', async (field, value, key) => {
      const response = await call(
        'POST',
        '/api/company-vehicles',
        carrier,
        vehicleForm({ [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: key });
    });
  });

  describe('the assigned driver', () => {
    it('is one of the carrier’s drivers, shown on the vehicle and on the driver', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
        lastName: 'Нуров',
      });
      const vehicle = await addVehicleViaApi(ctx.app, carrier, { assignedDriverId: driver.id });
      expect(vehicle.assignedDriver).toEqual({
        id: driver.id,
        lastName: 'Нуров',
        firstName: driver.firstName,
        middleName: driver.middleName,
      });
      const detail = await call('GET', `/api/company-drivers/${driver.id}`, carrier);
      expect(detail.json().vehicles.map((item: Vehicle) => item.id)).toEqual([vehicle.id]);
      const filtered = await call('GET', `/api/company-vehicles?driverId=${driver.id}`, carrier);
      expect(filtered.json().items.map((item: Vehicle) => item.id)).toEqual([vehicle.id]);
    });

    it("is refused when another carrier's or removed", async () => {
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      const foreign = await createDriverRecord(ctx.app, other.company.id);
      const removed = await createDriverRecord(ctx.app, carrier.company.id, {
        retiredAt: new Date(),
      });
      for (const driverId of [foreign.id, removed.id]) {
        const response = await call(
          'POST',
          '/api/company-vehicles',
          carrier,
          vehicleForm({ assignedDriverId: driverId }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({
          assignedDriverId: 'validation.driverUnavailable',
        });
      }
    });
  });

  describe('editing and removing', () => {
    it('edits at the version read, refuses a stale one, and never edits a removed vehicle', async () => {
      const vehicle = await addVehicleViaApi(ctx.app, carrier);
      const edited = await call(
        'PUT',
        `/api/company-vehicles/${vehicle.id}`,
        carrier,
        editOf(vehicle, { region: 'Астана', engineVolume: 10.837 }),
      );
      expect(edited.json()).toMatchObject({ region: 'Астана', engineVolume: 10.837, version: 2 });
      const stale = await call(
        'PUT',
        `/api/company-vehicles/${vehicle.id}`,
        carrier,
        editOf(vehicle),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');
      await call('POST', `/api/company-vehicles/${vehicle.id}/retire`, carrier);
      const afterRetire = await call(
        'PUT',
        `/api/company-vehicles/${vehicle.id}`,
        carrier,
        editOf(vehicle, { version: 3 }),
      );
      expect(afterRetire.statusCode).toBe(409);
      expect(afterRetire.json().code).toBe('VEHICLE_RETIRED');
      const [row] = await ctx.database.db
        .select()
        .from(vehicles)
        .where(eq(vehicles.id, vehicle.id));
      expect(row?.retiredAt).not.toBeNull();
    });

    it('removes once, keeping the record', async () => {
      const vehicle = await addVehicleViaApi(ctx.app, carrier);
      const first = await call('POST', `/api/company-vehicles/${vehicle.id}/retire`, carrier);
      const second = await call('POST', `/api/company-vehicles/${vehicle.id}/retire`, carrier);
      expect(second.json()).toEqual(first.json());
      const actions = await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, vehicle.id));
      expect(actions.map((row) => row.action)).toEqual(['vehicle.created', 'vehicle.retired']);
    });
  });

  describe('the list', () => {
    it('shows the carrier’s vehicles in its fleet, searchable, sortable, paged', async () => {
      const own = await newCompanyOwner(ctx.app, 'CARRIER');
      const scania = await addVehicleViaApi(ctx.app, own, {
        brand: 'Scania',
        model: 'R 450',
        plateNumber: '450SCA02',
        manufactureYear: 2019,
        registrationDate: '2019-03-01',
      });
      const kamaz = await addVehicleViaApi(ctx.app, own, {
        brand: 'КамАЗ',
        model: '5490',
        manufactureYear: 2022,
        registrationDate: '2022-02-01',
      });
      const removed = await addVehicleViaApi(ctx.app, own, { brand: 'DAF' });
      await call('POST', `/api/company-vehicles/${removed.id}/retire`, own);
      await createVehicleRecord(ctx.app, carrier.company.id, { brand: 'Scania' });

      const list = async (query: string) =>
        (await call('GET', `/api/company-vehicles?${query}`, own)).json<VehiclePage>();
      const idsOf = (page: VehiclePage) => page.items.map((item) => item.id);
      expect(idsOf(await list(''))).toEqual([kamaz.id, scania.id]);
      expect(idsOf(await list('retired=true'))).toEqual([removed.id]);
      expect(idsOf(await list('q=scania'))).toEqual([scania.id]);
      expect(idsOf(await list(`q=${encodeURIComponent('450 SCA')}`))).toEqual([scania.id]);
      expect(idsOf(await list('sort=manufactureYear'))).toEqual([scania.id, kamaz.id]);
      expect(await list('page=2&pageSize=1&sort=brand')).toMatchObject({
        total: 2,
        items: [{ brand: 'КамАЗ' }],
      });
    });
  });

  describe('tenant isolation and roles', () => {
    it('answers 404 to another carrier for every operation on a vehicle', async () => {
      const vehicle = await addVehicleViaApi(ctx.app, carrier);
      const intruder = await newCompanyOwner(ctx.app, 'CARRIER');
      const intruderLogistician = await newCompanyStaff(ctx.app, intruder.company);
      for (const account of [intruder, intruderLogistician]) {
        for (const [method, url, payload] of [
          ['GET', `/api/company-vehicles/${vehicle.id}`, undefined],
          ['PUT', `/api/company-vehicles/${vehicle.id}`, editOf(vehicle)],
          ['POST', `/api/company-vehicles/${vehicle.id}/retire`, undefined],
        ] as const) {
          const response = await call(method, url, account, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json().code).toBe('NOT_FOUND');
        }
        const page = await call('GET', '/api/company-vehicles?pageSize=100', account);
        expect(page.json().items.map((item: Vehicle) => item.id)).not.toContain(vehicle.id);
      }
    });

    it('lets a logistician manage the carrier’s vehicles', async () => {
      const logistician = await newCompanyStaff(ctx.app, carrier.company);
      const vehicle = await addVehicleViaApi(ctx.app, logistician);
      expect(vehicle.companyId).toBe(carrier.company.id);
    });

    it('keeps forwarders and platform staff out with 403', async () => {
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const cb = await newPlatformAccount(ctx.app, Role.CB);
      for (const account of [forwarder, cb]) {
        expect((await call('GET', '/api/company-vehicles', account)).statusCode).toBe(403);
        const created = await call('POST', '/api/company-vehicles', account, vehicleForm());
        expect(created.statusCode).toBe(403);
      }
    });
  });

  it('generates plates and VINs the form accepts', () => {
    expect(uniquePlate()).toMatch(/^\d{3}[A-Z]{3}\d{2}$/);
    expect(uniqueVin()).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });
});
