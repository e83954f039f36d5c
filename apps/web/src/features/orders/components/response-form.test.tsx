import { OrderAction, Role, type PriceHint } from '@freight/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId, fillByTestId } from '../../../test/antd-helpers';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { allowed, makeOrderDetail, nextOrderTestId } from '../../../test/order-factories';
import { duplicateIds } from '../../../test/duplicate-ids';
import { renderApp } from '../../../test/render-app';

const driver = { id: nextOrderTestId(), name: 'Ахметов Ерлан', iin: '900115300401', phone: null };
const vehicle = { id: nextOrderTestId(), plateNumber: '123ABC02', brand: 'Volvo', model: 'FH' };

const laneHint: PriceHint = {
  currency: 'USD',
  days: 90,
  basis: 'LANE',
  from: 'KZ-75',
  to: 'KZ-71',
  total: { p25: 1150, median: 1240.5, p75: 1390, deals: 13 },
  perKm: { p25: 1.18, median: 1.28, p75: 1.43, deals: 11 },
  routeEstimate: 1244.3,
};

function openAsCarrier(priceHint: StubHandler = () => json(200, laneHint)) {
  const order = makeOrderDetail({ actions: allowed(OrderAction.RESPOND) });
  const account = signIn(makeAccount({ roleType: Role.DRIVER_COMPANY }));
  const network = stubFetch({
    [`GET /api/orders/${order.id}`]: () => json(200, order),
    [`GET /api/orders/${order.id}/history`]: () => json(200, []),
    [`GET /api/orders/${order.id}/response-options`]: () =>
      json(200, { drivers: [driver], vehicles: [vehicle] }),
    [`POST /api/orders/${order.id}/responses`]: () =>
      json(409, { code: 'DRIVER_NOT_ELIGIBLE', message: 'not eligible' }),
    'GET /api/price-hint': priceHint,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  renderApp(`/view-request/${order.id}`);
  return { order, network };
}

const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item');

describe('the response form', () => {
  it('requires a driver, a vehicle, a price and a currency', async () => {
    const { network, order } = openAsCarrier();
    const currency = await screen.findByTestId('response-form-currency');
    // The order's currency is offered; the carrier may clear it.
    await userEvent.click(currency.querySelector('.ant-select-clear')!);
    await userEvent.click(screen.getByTestId('response-form-submit'));

    await waitFor(() =>
      expect(itemOf('response-form-driver')).toHaveTextContent('This field is required'),
    );
    expect(itemOf('response-form-vehicle')).toHaveTextContent('This field is required');
    // The price and its currency share a row and its message; each control is marked.
    expect(itemOf('response-form-price')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('response-form-price')).toHaveAttribute('aria-invalid', 'true');
    expect(currency).toHaveClass('ant-select-status-error');
    expect(network.callsTo('POST', `/api/orders/${order.id}/responses`)).toHaveLength(0);
  });

  it('sends the response and translates a refusal of the driver', async () => {
    const { network, order } = openAsCarrier();
    await screen.findByTestId('response-form');
    await chooseByTestId('response-form-driver', driver.id);
    await chooseByTestId('response-form-vehicle', vehicle.id);
    await fillByTestId('response-form-price', '430000');
    await fillByTestId('response-form-comment', 'Готовы загрузиться утром');
    await userEvent.click(screen.getByTestId('response-form-submit'));

    expect(await screen.findByTestId('response-error')).toHaveTextContent(
      'The driver is not approved, is blacklisted or belongs to another company',
    );
    expect(network.callsTo('POST', `/api/orders/${order.id}/responses`)[0]?.body).toEqual({
      driverId: driver.id,
      vehicleId: vehicle.id,
      price: 430000,
      currency: 'KZT',
      comment: 'Готовы загрузиться утром',
    });
  });

  it('gives its fields ids of their own, so the labels beside the order’s fields stay right', async () => {
    openAsCarrier();
    const form = await screen.findByTestId('response-form');
    // The order's read-only form has a currency of its own.
    expect(screen.getByTestId('order-field-currency')).toBeInTheDocument();
    expect(duplicateIds()).toEqual([]);
    const currency = document.getElementById('response_currency');
    expect(form).toContainElement(currency);
    expect(screen.getByTestId('response-form-currency')).toContainElement(currency);
  });

  it('shows what the lane cost beside the price, in the currency the carrier answers in', async () => {
    const { network } = openAsCarrier();
    const hint = await screen.findByTestId('price-hint-median');
    expect(hint).toHaveTextContent('$1,240.5');
    const note = screen.getByTestId('response-price-hint');
    expect(note).toHaveTextContent('Middle half $1,150 – $1,390');
    expect(note).toHaveTextContent('Deals: 13');
    expect(note).toHaveTextContent('for this route ≈ $1,244.3');
    const [call] = network.callsTo('GET', '/api/price-hint');
    // The order's lane, its body type and the currency the form holds (the order's at first).
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toMatchObject({
      fromCity: 'Алматы',
      toCity: 'Астана',
      currency: 'KZT',
    });
    // The factory's unloading point has no coordinates: no length is guessed.
    expect(call?.url.searchParams.has('km')).toBe(false);
  });

  it('says when the lane has too few deals to suggest a price', async () => {
    openAsCarrier(() => json(200, { ...laneHint, basis: null, total: null, perKm: null }));
    expect(await screen.findByTestId('price-hint-too-few')).toHaveTextContent(
      'Fewer than 5 completed deals on this lane in 90 days',
    );
  });

  it('offers a retry when the hint fails', async () => {
    openAsCarrier(() => json(500, { code: 'UNEXPECTED', message: 'boom' }));
    expect(await screen.findByText('The lane’s price could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
