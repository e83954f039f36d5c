import { Role } from '@freight/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId } from '../../../test/antd-helpers';
import { makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeVehicle } from '../../../test/fleet-factories';
import { renderApp } from '../../../test/render-app';
import { makeMatchingOrder, makeTruckOffer } from '../../../test/truck-factories';

const offer = makeTruckOffer();
const truck = makeVehicle({ bodyType: 'TENT', capacityTons: 20, capacityM3: 82 });

function openMyTrucks(routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.LOGISTICIAN }));
  const network = stubFetch({
    'GET /api/my-truck-offers': () => json(200, makePage([offer])),
    'GET /api/company-vehicles': () => json(200, makePage([truck])),
    'GET /api/company-drivers': () => json(200, makePage([])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/my-trucks'), network };
}

describe("the carrier's trucks", { timeout: 30_000 }, () => {
  it("lists the carrier's offers and shows the loads that suit one", async () => {
    openMyTrucks({
      [`GET /api/truck-offers/${offer.id}/matching-orders`]: () =>
        json(200, { items: [makeMatchingOrder()] }),
    });
    expect(await screen.findByTestId('truck-offer-row')).toHaveTextContent('Almaty → Astana');
    await userEvent.click(screen.getByTestId('truck-offer-matching'));
    const match = await screen.findByTestId('matching-order');
    expect(match).toHaveTextContent('№KZ-2026-000123: Алматы → Астана');
    expect(match).toHaveTextContent('Плитка, 19.5 t, 80 m³');
  });

  it('withdraws an offer at the version read', async () => {
    const { network } = openMyTrucks({
      [`POST /api/truck-offers/${offer.id}/withdraw`]: () =>
        json(200, { ...offer, status: 'WITHDRAWN', version: 2 }),
    });
    await userEvent.click(await screen.findByTestId('truck-offer-withdraw'));
    await userEvent.click(await screen.findByTestId('truck-offer-withdraw-confirm'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/truck-offers/${offer.id}/withdraw`)).toHaveLength(1),
    );
    expect(network.callsTo('POST', `/api/truck-offers/${offer.id}/withdraw`)[0]?.body).toEqual({
      version: 1,
    });
  });

  it("posts a truck and shows the server's refusal in words", async () => {
    const { network } = openMyTrucks({
      'POST /api/truck-offers': () =>
        json(409, { code: 'VEHICLE_PROFILE_INCOMPLETE', message: 'incomplete' }),
    });
    await userEvent.click(await screen.findByTestId('truck-offer-add'));
    await chooseByTestId('truck-offer-vehicle', truck.id);
    await chooseByTestId('truck-offer-place', 'KZ-75:ALMATY');
    await userEvent.click(screen.getByTestId('truck-offer-submit'));
    await waitFor(() => expect(network.callsTo('POST', '/api/truck-offers')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/truck-offers')[0]?.body).toMatchObject({
      vehicleId: truck.id,
      place: 'KZ-75:ALMATY',
      destinations: [],
      price: null,
      currency: null,
      priceUnit: 'TOTAL',
    });
    expect(await screen.findByTestId('truck-offer-form-error')).toHaveTextContent(
      "Fill in the vehicle's body type and capacity",
    );
  });
});
