import { Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fillByTestId } from '../../../test/antd-helpers';
import { makeCarrierPoolMember } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

/** A BIN with a valid check digit (the shared `binField` checks it). */
const VALID_BIN = '900115300003';

const byBin = makeCarrierPoolMember({
  carrierCompanyId: '66666666-6666-4666-8666-666666666666',
  companyName: 'ИП «Бекет»',
  bin: '990101300007',
  source: 'BIN',
  orderNumber: null,
  addedBy: null,
  completedDeals: 0,
});

function openPage(pool: StubHandler, routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  const network = stubFetch({
    'GET /api/carrier-pool': pool,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/my-carriers'), network };
}

describe('my carriers', () => {
  afterEach(() => setViewportWidth(DESKTOP_WIDTH));

  it('lists the carriers with their BIN, how and when they were added and their deals', async () => {
    openPage(() => json(200, { items: [makeCarrierPoolMember(), byBin], limit: 500 }));
    const rows = await screen.findAllByTestId('carrier-pool-member');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ТОО «Жол Транс»');
    expect(rows[0]).toHaveTextContent('BIN 180540012345');
    expect(rows[0]).toHaveTextContent('From order №KZ-2026-000123');
    expect(rows[0]).toHaveTextContent('by Сейітова Айгерим');
    expect(rows[0]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent('By BIN');
    expect(rows[1]).not.toHaveTextContent('by ');
    expect(screen.getByTestId('carrier-pool-count')).toHaveTextContent('2 of 500');
    expect(screen.getByText(/loads can be offered to them first/)).toBeInTheDocument();
  });

  it('checks the BIN before sending it, then adds the carrier', async () => {
    let items = [makeCarrierPoolMember()];
    const { network } = openPage(() => json(200, { items, limit: 500 }), {
      'POST /api/carrier-pool': () => {
        items = [byBin, ...items];
        return json(201, byBin);
      },
    });
    await screen.findAllByTestId('carrier-pool-member');

    await fillByTestId('carrier-pool-add-bin', '12345');
    await userEvent.click(screen.getByTestId('carrier-pool-add-submit'));
    expect(await screen.findByText('BIN must contain 12 digits.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/carrier-pool')).toHaveLength(0);

    await fillByTestId('carrier-pool-add-bin', VALID_BIN);
    await userEvent.click(screen.getByTestId('carrier-pool-add-submit'));
    await waitFor(() => expect(network.callsTo('POST', '/api/carrier-pool')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/carrier-pool')[0]?.body).toEqual({
      source: 'BIN',
      bin: VALID_BIN,
    });
    expect(await screen.findByText('Added to my carriers')).toBeInTheDocument();
    // The pool is read again: the new carrier heads the list.
    await waitFor(() => expect(screen.getAllByTestId('carrier-pool-member')).toHaveLength(2));
    expect(screen.getByTestId('carrier-pool-count')).toHaveTextContent('2 of 500');
  });

  it('says so when the carrier is already among mine', async () => {
    openPage(() => json(200, { items: [makeCarrierPoolMember()], limit: 500 }), {
      'POST /api/carrier-pool': () => json(200, makeCarrierPoolMember()),
    });
    await fillByTestId('carrier-pool-add-bin', VALID_BIN);
    await userEvent.click(screen.getByTestId('carrier-pool-add-submit'));
    expect(await screen.findByText('Already in my carriers')).toBeInTheDocument();
  });

  it("shows the server's refusal beside the form in words", async () => {
    openPage(() => json(200, { items: [], limit: 500 }), {
      'POST /api/carrier-pool': () =>
        json(404, { code: 'CARRIER_POOL_CARRIER_NOT_FOUND', message: 'not found' }),
    });
    await fillByTestId('carrier-pool-add-bin', VALID_BIN);
    await userEvent.click(screen.getByTestId('carrier-pool-add-submit'));
    expect(await screen.findByTestId('carrier-pool-add-error')).toHaveTextContent(
      'No carrier approved by the security service has this BIN',
    );
  });

  it('removes a carrier only after confirmation', async () => {
    const member = makeCarrierPoolMember();
    let items = [member];
    const { network } = openPage(() => json(200, { items, limit: 500 }), {
      [`DELETE /api/carrier-pool/${member.carrierCompanyId}`]: () => {
        items = [];
        return Response.json({ ok: true });
      },
    });
    await userEvent.click(await screen.findByTestId('carrier-pool-remove'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Remove ТОО «Жол Транс» from my carriers?',
    );
    expect(network.callsTo('DELETE', `/api/carrier-pool/${member.carrierCompanyId}`)).toHaveLength(
      0,
    );
    await userEvent.click(screen.getByTestId('carrier-pool-remove-confirm'));
    await waitFor(() =>
      expect(
        network.callsTo('DELETE', `/api/carrier-pool/${member.carrierCompanyId}`),
      ).toHaveLength(1),
    );
    expect(await screen.findByTestId('page-empty')).toBeInTheDocument();
  });

  it('explains how to add the first carrier when the list is empty', async () => {
    openPage(() => json(200, { items: [], limit: 500 }));
    const empty = await screen.findByTestId('page-empty');
    expect(empty).toHaveTextContent('No carriers in your list yet');
    expect(empty).toHaveTextContent('Add a carrier from one of your completed orders');
    expect(screen.getByTestId('carrier-pool-count')).toHaveTextContent('0 of 500');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    openPage(() =>
      fail
        ? json(500, { code: 'UNEXPECTED', message: 'boom' })
        : json(200, { items: [makeCarrierPoolMember()], limit: 500 }),
    );
    await screen.findByTestId('page-error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('carrier-pool-member')).toBeInTheDocument();
  });

  it('shows cards with a labelled remove button on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    openPage(() => json(200, { items: [makeCarrierPoolMember()], limit: 500 }));
    const card = await screen.findByTestId('carrier-pool-member');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('Completed deals: 4');
    expect(within(card).getByTestId('carrier-pool-remove')).toHaveTextContent('Remove');
  });

  it('is not open to the carrier side', async () => {
    const account = signIn(makeAccount({ roleType: Role.DRIVER_COMPANY }));
    const network = stubFetch({
      'GET /api/notifications': () => json(200, makeNotificationPage([])),
      'GET /api/auth/account': () => json(200, account),
    });
    renderApp('/my-carriers');
    expect(await screen.findByTestId('access-denied-page')).toBeInTheDocument();
    expect(screen.queryByTestId('my-carriers-page')).toBeNull();
    expect(network.callsTo('GET', '/api/carrier-pool')).toHaveLength(0);
  });
});
