import { Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { makeTruckOffer } from '../../../test/truck-factories';
import { setViewportWidth } from '../../../test/viewport';

function openBoard(
  routes: Record<string, StubHandler> = {},
  path = '/trucks',
  role: Role = Role.FORWARDER,
) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    'GET /api/truck-offers': () =>
      json(200, makePage([makeTruckOffer(), makeTruckOffer({ busy: true, destinations: [] })])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp(path), network };
}

describe('the capacity board', { timeout: 30_000 }, () => {
  afterEach(() => setViewportWidth(1280));

  it('shows each free truck with its places named, its capacity, price and whether it is busy', async () => {
    openBoard();
    const rows = await screen.findAllByTestId('truck-offer-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Almaty → Astana');
    expect(rows[0]).toHaveTextContent('Tent (curtainsider), 20 t, 82 m³');
    expect(rows[0]).toHaveTextContent('ТОО «Жол Транс»');
    expect(within(rows[0]!).queryByTestId('truck-offer-busy')).toBeNull();
    expect(rows[1]).toHaveTextContent('Almaty → anywhere');
    expect(rows[1]).toHaveAttribute('data-busy', 'true');
    expect(within(rows[1]!).getByTestId('truck-offer-busy')).toHaveTextContent('On a trip now');
  });

  it('asks the server with the filters of the address', async () => {
    const { network } = openBoard({}, '/trucks?origin=KZ-19&bodyType=ISOTHERM&minTons=10');
    await screen.findAllByTestId('truck-offer-row');
    const [call] = network.callsTo('GET', '/api/truck-offers');
    expect(call?.url.searchParams.get('origin')).toBe('KZ-19');
    expect(call?.url.searchParams.get('bodyType')).toBe('ISOTHERM');
    expect(call?.url.searchParams.get('minTons')).toBe('10');
  });

  it('says so when no truck is on the board, and offers a retry when the board fails', async () => {
    let fail = true;
    openBoard({
      'GET /api/truck-offers': () =>
        fail ? json(500, { code: 'UNEXPECTED', message: 'boom' }) : json(200, makePage([])),
    });
    await screen.findByTestId('page-error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('page-empty')).toHaveTextContent(
      'No free trucks on the board',
    );
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(375);
    openBoard();
    const rows = await screen.findAllByTestId('truck-offer-row');
    await waitFor(() => expect(rows[0]).toHaveTextContent('400,000'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds the carrier of a truck to my carriers from its row', async () => {
    const offer = makeTruckOffer();
    const { network } = openBoard({
      'GET /api/truck-offers': () => json(200, makePage([offer])),
      'POST /api/carrier-pool': () =>
        json(201, {
          carrierCompanyId: offer.company.id,
          companyName: offer.company.name,
          bin: '180540012345',
          source: 'CARD',
          orderNumber: null,
          addedAt: '2026-03-01T10:00:00.000Z',
          addedBy: null,
          completedDeals: 0,
        }),
    });
    const row = await screen.findByTestId('truck-offer-row');
    const add = await within(row).findByTestId('carrier-pool-add');
    expect(add).toHaveAccessibleName('Add to my carriers');
    await userEvent.click(add);
    expect(await screen.findByText('Added to my carriers')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/carrier-pool')[0]?.body).toEqual({
      source: 'CARD',
      carrierCompanyId: offer.company.id,
    });
  });

  it('offers no carrier list to the CB, who keeps none', async () => {
    openBoard({}, '/trucks', Role.CB);
    await screen.findAllByTestId('truck-offer-row');
    expect(screen.queryByTestId('carrier-pool-add')).toBeNull();
  });
});
