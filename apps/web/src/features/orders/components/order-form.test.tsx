import { OrderStatus, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseByTestId, fill, fillByTestId, pickDate } from '../../../test/antd-helpers';
import { makeCarrierPoolMember } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeOrderDetail } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';

function openNewOrder(
  create: StubHandler = () => json(201, makeOrderDetail()),
  routes: Record<string, StubHandler> = {},
) {
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  const network = stubFetch({
    'POST /api/orders': create,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/new-request'), network };
}

const points = () => screen.getAllByTestId('route-point');
const cities = () =>
  points().map((point) => within(point).getByTestId<HTMLInputElement>('route-point-city').value);

async function fillPoint(index: number, city: string) {
  const point = within(points()[index]!);
  await fill(point.getByTestId('route-point-city'), city);
  await fill(point.getByTestId('route-point-address'), `${city}, ул. Абая, ${index + 1}`);
  await fill(point.getByTestId('route-point-contact'), 'Ерлан Ахметов');
  await fill(point.getByTestId('route-point-phone'), '+7 701 000 00 0' + String(index));
}

async function fillRequiredFields() {
  await pickDate('order-field-plannedLoadingDate', '10.03.2030');
  await pickDate('order-field-plannedUnloadingDate', '12.03.2030');
  await chooseByTestId('order-field-transportType', 'REFRIGERATOR');
  await chooseByTestId('order-field-orderType', 'FTL');
  await chooseByTestId('order-field-paymentTerms', 'ON_UNLOADING');
  await fillByTestId('order-field-price', '450000');
  await fillByTestId('order-field-cargoName', 'Молочная продукция');
  await fillByTestId('order-field-cargoWeightTons', '18.5');
  await fillByTestId('order-field-cargoVolumeM3', '80');
  await chooseByTestId('order-field-packageType', 'PALLETS');
  await fillByTestId('order-field-seats', '33');
  await chooseByTestId('order-field-loadingMethod', 'REAR');
}

describe('the request form', () => {
  // The screen's code (the form with its pickers) is loaded before the first test, so a cold
  // transform on a busy machine is not counted against the first test's wait for the form.
  beforeAll(() => import('../pages/new-order-page'), 60_000);

  it('shows the date-order and the route messages before calling the server', async () => {
    const { network } = openNewOrder();
    await userEvent.click(await screen.findByTestId('order-publish'));

    const firstPoint = within(points()[0]!);
    await waitFor(() =>
      expect(
        firstPoint.getByTestId('route-point-city').closest('.ant-form-item'),
      ).toHaveTextContent('This field is required'),
    );
    expect(firstPoint.getByTestId('route-point-phone').closest('.ant-form-item')).toHaveTextContent(
      'Enter a valid phone number',
    );

    await pickDate('order-field-plannedLoadingDate', '12.03.2030');
    await pickDate('order-field-plannedUnloadingDate', '10.03.2030');
    await waitFor(() =>
      expect(
        screen.getByTestId('order-field-plannedUnloadingDate').closest('.ant-form-item'),
      ).toHaveTextContent('Unloading cannot be planned before loading'),
    );
    expect(network.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it('publishes with the right body and opens the new order', async () => {
    const created = makeOrderDetail({ status: OrderStatus.PUBLISHED });
    const { network, router } = openNewOrder(() => json(201, created));
    await screen.findByTestId('order-form');
    await fillRequiredFields();
    await userEvent.click(screen.getByTestId('route-add-point'));
    await fillPoint(0, 'Алматы');
    await fillPoint(1, 'Караганда');
    await fillPoint(2, 'Астана');
    // Issue 32: the forwarder lets a carrier book at the posted price.
    await userEvent.click(screen.getByTestId('order-field-instantBooking'));

    await userEvent.click(screen.getByTestId('order-publish'));

    await waitFor(() => expect(network.callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/orders')[0]?.body).toEqual({
      instantBooking: true,
      plannedLoadingDate: '2030-03-10',
      plannedUnloadingDate: '2030-03-12',
      transportType: 'REFRIGERATOR',
      orderType: 'FTL',
      paymentTerms: 'ON_UNLOADING',
      price: 450000,
      currency: 'KZT',
      cargoName: 'Молочная продукция',
      cargoWeightTons: 18.5,
      cargoVolumeM3: 80,
      packageType: 'PALLETS',
      seats: 33,
      seatDimensions: null,
      declaredValue: null,
      declaredValueCurrency: null,
      loadingMethod: 'REAR',
      transportationType: 'DOMESTIC',
      transportationView: 'ROAD',
      specialConditions: '',
      // Issue 32: the whole board unless chosen otherwise.
      publicationStage: 'PUBLIC',
      poolHours: null,
      route: ['Алматы', 'Караганда', 'Астана'].map((city, index) => ({
        type: ['LOADING', 'INTERMEDIATE', 'UNLOADING'][index],
        city,
        address: `${city}, ул. Абая, ${index + 1}`,
        contactPerson: 'Ерлан Ахметов',
        phone: `+7 701 000 00 0${index}`,
        lat: null,
        lng: null,
      })),
      saveMode: 'PUBLISH',
    });
    expect(await screen.findByText('Order Created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-request/${created.id}`));
  }, 60_000);

  it('offers the order to the company’s carriers first for the hours given, which it requires', async () => {
    const { network } = openNewOrder(undefined, {
      'GET /api/carrier-pool': () => json(200, { items: [makeCarrierPoolMember()], limit: 500 }),
    });
    await screen.findByTestId('order-form');
    await fillRequiredFields();
    await fillPoint(0, 'Алматы');
    await fillPoint(1, 'Астана');
    expect(screen.queryByTestId('order-field-poolHours')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('order-stage-POOL'));
    const hours = await screen.findByTestId('order-field-poolHours');
    expect(hours).toHaveValue('24');
    await fill(hours, '');
    await userEvent.click(screen.getByTestId('order-publish'));
    await waitFor(() =>
      expect(hours.closest('.ant-form-item')).toHaveTextContent('This field is required'),
    );
    expect(network.callsTo('POST', '/api/orders')).toHaveLength(0);

    await fill(hours, '12');
    await userEvent.click(screen.getByTestId('order-publish'));
    await waitFor(() => expect(network.callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      publicationStage: 'POOL',
      poolHours: 12,
      saveMode: 'PUBLISH',
    });
    // The company has carriers: nothing to warn about.
    expect(screen.queryByTestId('order-pool-empty')).not.toBeInTheDocument();
  }, 60_000);

  it('warns that an order for an empty pool reaches nobody, and shows the server’s refusal', async () => {
    const { network } = openNewOrder(
      () =>
        json(409, {
          code: 'CARRIER_POOL_EMPTY',
          message: 'pool is empty',
        }),
      { 'GET /api/carrier-pool': () => json(200, { items: [], limit: 500 }) },
    );
    await screen.findByTestId('order-form');
    await userEvent.click(screen.getByTestId('order-stage-POOL_ONLY'));
    expect(await screen.findByTestId('order-pool-empty')).toHaveTextContent(
      'There is nobody in My carriers',
    );
    expect(screen.getByTestId('order-pool-empty-link')).toHaveAttribute('href', '/my-carriers');
    // Hours belong to POOL alone.
    expect(screen.queryByTestId('order-field-poolHours')).not.toBeInTheDocument();

    await fillRequiredFields();
    await fillPoint(0, 'Алматы');
    await fillPoint(1, 'Астана');
    await userEvent.click(screen.getByTestId('order-publish'));
    expect(await screen.findByTestId('order-form-error')).toHaveTextContent(
      'Add carriers to your list before offering an order to them',
    );
    expect(network.callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      publicationStage: 'POOL_ONLY',
      poolHours: null,
    });
  }, 60_000);

  it('reorders the route points with the arrow buttons, types following the position', async () => {
    openNewOrder();
    await screen.findByTestId('order-form');
    await userEvent.click(screen.getByTestId('route-add-point'));
    await fill(within(points()[0]!).getByTestId('route-point-city'), 'Алматы');
    await fill(within(points()[1]!).getByTestId('route-point-city'), 'Караганда');
    await fill(within(points()[2]!).getByTestId('route-point-city'), 'Астана');
    expect(points().map((point) => point.dataset.type)).toEqual([
      'LOADING',
      'INTERMEDIATE',
      'UNLOADING',
    ]);
    expect(within(points()[0]!).getByTestId('route-point-up')).toBeDisabled();
    expect(within(points()[2]!).getByTestId('route-point-down')).toBeDisabled();

    await userEvent.click(within(points()[0]!).getByTestId('route-point-down'));
    expect(cities()).toEqual(['Караганда', 'Алматы', 'Астана']);

    await userEvent.click(within(points()[2]!).getByTestId('route-point-up'));
    expect(cities()).toEqual(['Караганда', 'Астана', 'Алматы']);
    expect(points().map((point) => point.dataset.type)).toEqual([
      'LOADING',
      'INTERMEDIATE',
      'UNLOADING',
    ]);

    await userEvent.click(within(points()[1]!).getByTestId('route-point-remove'));
    expect(cities()).toEqual(['Караганда', 'Алматы']);
    // A route keeps its loading and unloading point.
    for (const point of points()) {
      expect(within(point).getByTestId('route-point-remove')).toBeDisabled();
    }
  });

  it('shows the server’s field errors under the fields', async () => {
    openNewOrder(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation error',
        fields: { 'route.1.phone': 'validation.phone', cargoName: 'validation.tooLong' },
      }),
    );
    await screen.findByTestId('order-form');
    await fillRequiredFields();
    await fillPoint(0, 'Алматы');
    await fillPoint(1, 'Астана');
    await userEvent.click(screen.getByTestId('order-save-draft'));

    await waitFor(() =>
      expect(
        within(points()[1]!).getByTestId('route-point-phone').closest('.ant-form-item'),
      ).toHaveTextContent('Enter a valid phone number'),
    );
    expect(screen.getByTestId('order-field-cargoName').closest('.ant-form-item')).toHaveTextContent(
      'The value is too long',
    );
  }, 60_000);

  it('marks the fields the shared schema requires, and only those', async () => {
    openNewOrder();
    await screen.findByTestId('order-form');
    const requiredOf = (input: HTMLElement) => input.getAttribute('aria-required') === 'true';
    const labelOf = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('label');

    for (const testId of ['order-field-cargoName', 'order-field-seats', 'order-field-price']) {
      expect(requiredOf(screen.getByTestId(testId)), testId).toBe(true);
    }
    expect(labelOf(screen.getByTestId('order-field-cargoName'))).toHaveClass(
      'ant-form-item-required',
    );
    for (const testId of ['order-field-specialConditions', 'order-field-declaredValue']) {
      expect(requiredOf(screen.getByTestId(testId)), testId).toBe(false);
    }
    expect(labelOf(screen.getByTestId('order-field-specialConditions'))).not.toHaveClass(
      'ant-form-item-required',
    );
    const point = within(points()[1]!);
    expect(requiredOf(point.getByTestId('route-point-phone'))).toBe(true);
    expect(requiredOf(point.getByTestId('route-point-lat'))).toBe(false);
  });

  it('checks a field when it is left, and again as it is corrected', async () => {
    openNewOrder();
    await screen.findByTestId('order-form');
    const phone = within(points()[0]!).getByTestId('route-point-phone');
    const item = phone.closest('.ant-form-item')!;

    await userEvent.type(phone, '+7 70');
    // Half-typed is not yet wrong.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(item).not.toHaveTextContent('Enter a valid phone number');

    await userEvent.tab();
    await waitFor(() => expect(item).toHaveTextContent('Enter a valid phone number'));

    await userEvent.click(phone);
    await userEvent.type(phone, '1 000 00 00');
    await waitFor(() => expect(item).not.toHaveTextContent('Enter a valid phone number'));
    expect(phone).toHaveFocus();
  });

  it('moves the focus to the first field in error when publishing fails', async () => {
    const { network } = openNewOrder();
    const publish = await screen.findByTestId('order-publish');
    await userEvent.click(publish);

    await waitFor(() => expect(screen.getByTestId('order-field-plannedLoadingDate')).toHaveFocus());
    expect(network.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it('keeps the save buttons in a bar stuck to the bottom of the viewport', async () => {
    openNewOrder();
    const bar = await screen.findByTestId('order-form-actions');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByTestId('order-save-draft')).toBeInTheDocument();
    expect(within(bar).getByTestId('order-publish')).toBeInTheDocument();
  });
});
