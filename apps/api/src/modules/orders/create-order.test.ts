import { Role, type OrderDetail } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createOrder, orderForm, routePoint } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`creating orders (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
  });
  afterAll(() => ctx.close());

  const post = (account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders', headers: account.headers, payload });

  it('publishes a new order with a human-readable number and every field of the form', async () => {
    const form = orderForm({
      route: [
        routePoint('LOADING', 'Алматы', 'г. Алматы, ул. Рыскулова, 140'),
        routePoint('INTERMEDIATE', 'Балхаш', 'г. Балхаш, ул. Ленина, 3'),
        routePoint('UNLOADING', 'Астана', 'г. Астана, пр. Туран, 24'),
      ],
    });
    const response = await post(forwarder, form);
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDetail>();
    expect(order.number).toMatch(/^KZ-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      status: 'PUBLISHED',
      version: 1,
      plannedLoadingDate: '2026-03-02',
      plannedUnloadingDate: '2026-03-05',
      price: 450_000,
      cargoWeightTons: 19.5,
      seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.5 },
      declaredValue: 12_000_000,
      declaredValueCurrency: 'KZT',
      specialConditions: 'Не кантовать',
      ownerCompany: { id: forwarder.company?.id },
      createdBy: { id: forwarder.user.id },
      selectedResponse: null,
      myResponse: null,
      openProblem: null,
    });
    expect(order.publishedAt).not.toBeNull();
    expect(order.route.map((point) => [point.position, point.type, point.city])).toEqual([
      [0, 'LOADING', 'Алматы'],
      [1, 'INTERMEDIATE', 'Балхаш'],
      [2, 'UNLOADING', 'Астана'],
    ]);
    expect(order.actions.filter((action) => action.allowed).map((action) => action.action)).toEqual(
      ['EDIT', 'ACCEPT_RESPONSE', 'SET_INSTANT_BOOKING', 'REPORT_PROBLEM', 'REQUEST_DELETION'],
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.id));
    expect(audit).toMatchObject([{ action: 'order.created', actorUserId: forwarder.user.id }]);
  });

  it('keeps a draft unpublished and numbers orders uniquely', async () => {
    const employee = await newCompanyStaff(ctx.app, forwarder.company!);
    const first = await createOrder(ctx.app, employee, { saveMode: 'DRAFT' });
    const second = await createOrder(ctx.app, employee, { saveMode: 'DRAFT' });
    expect(first).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(first.number).not.toBe(second.number);
    expect(first.actions.map((action) => action.action)).toContain('PUBLISH');
  });

  it('refuses an unloading date before the loading date', async () => {
    const response = await post(
      forwarder,
      orderForm({ plannedLoadingDate: '2026-03-05', plannedUnloadingDate: '2026-03-04' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      plannedUnloadingDate: 'validation.unloadingBeforeLoading',
    });
  });

  it('refuses a route of a single point', async () => {
    const response = await post(forwarder, orderForm({ route: [routePoint('LOADING', 'Алматы')] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ route: 'validation.routeTooShort' });
  });

  it('refuses route points out of order: the loading point first, the unloading point last', async () => {
    const response = await post(
      forwarder,
      orderForm({
        route: [
          routePoint('UNLOADING', 'Астана'),
          routePoint('INTERMEDIATE', 'Балхаш'),
          routePoint('LOADING', 'Алматы'),
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'route.0.type': 'validation.routePointOrder',
      'route.2.type': 'validation.routePointOrder',
    });
  });

  it('refuses numbers out of bounds and too many decimals', async () => {
    const response = await post(
      forwarder,
      orderForm({ price: 0, cargoWeightTons: 101, seats: 2.5, cargoVolumeM3: 1.234 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      price: 'validation.mustBePositive',
      cargoWeightTons: 'validation.tooLarge',
      seats: 'validation.integer',
      cargoVolumeM3: 'validation.tooManyDecimals',
    });
  });

  it('refuses an unknown transport type and a missing cargo name', async () => {
    const response = await post(
      forwarder,
      orderForm({ transportType: 'SPACESHIP' as never, cargoName: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      transportType: 'validation.invalid',
      cargoName: 'validation.required',
    });
  });

  it('lets only the forwarder side of an approved company create orders', async () => {
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    expect((await post(carrier, orderForm())).statusCode).toBe(403);
    expect((await post(cb, orderForm())).statusCode).toBe(403);
    const pending = await newCompanyOwner(ctx.app, 'FORWARDER', { status: 'PENDING_REVIEW' });
    const refused = await post(pending, orderForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REGISTRATION_NOT_APPROVED');
  });
});
