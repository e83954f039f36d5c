import { DriverStatus, Role, type DriverDetail } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeDriverDetail } from '../../../test/fleet-factories';
import { renderApp } from '../../../test/render-app';

const actor = {
  id: '00000000-0000-4000-8000-00000000b001',
  lastName: 'Жумабеков',
  firstName: 'Марат',
  middleName: null,
  role: Role.CB,
};

const driver = makeDriverDetail({
  lastName: 'Нурланов',
  firstName: 'Арман',
  status: DriverStatus.APPROVED,
  version: 4,
  fines: [
    {
      id: '00000000-0000-4000-8000-00000000f001',
      amount: 15000,
      currency: 'KZT',
      finedOn: '2025-03-01',
      description: 'Превышение скорости',
      createdAt: '2025-03-02T10:00:00.000Z',
      createdBy: actor,
    },
    {
      id: '00000000-0000-4000-8000-00000000f002',
      amount: 10000.5,
      currency: 'KZT',
      finedOn: '2025-04-01',
      description: 'Перегруз',
      createdAt: '2025-04-02T10:00:00.000Z',
      createdBy: actor,
    },
    {
      id: '00000000-0000-4000-8000-00000000f003',
      amount: 50,
      currency: 'USD',
      finedOn: '2025-05-01',
      description: 'Штраф на границе',
      createdAt: '2025-05-02T10:00:00.000Z',
      createdBy: actor,
    },
  ],
  fineTotals: [
    { currency: 'KZT', amount: 25000.5 },
    { currency: 'USD', amount: 50 },
  ],
});

function openDriver(handlers: { blacklist?: StubHandler } = {}, role: Role = Role.CB) {
  const account = signIn(makeAccount({ roleType: role, organizationName: null }));
  let current: DriverDetail = driver;
  const network = stubFetch({
    [`GET /api/drivers/${driver.id}`]: () => json(200, current),
    [`POST /api/drivers/${driver.id}/blacklist`]:
      handlers.blacklist ??
      (({ body }) => {
        const { reason } = body as { reason: string };
        current = { ...driver, blacklisted: true, blacklistReason: reason };
        return json(200, current);
      }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(`/driver/${driver.id}`), network };
}

describe('the driver view', { timeout: 20_000 }, () => {
  it('shows the fines with their total per currency', async () => {
    openDriver();
    const fines = await screen.findByTestId('driver-fines');
    expect(within(fines).getAllByTestId('driver-fine')).toHaveLength(3);
    expect(within(fines).getByTestId('driver-fines-total')).toHaveTextContent('₸25,000.5 · $50');
    expect(screen.getByTestId('driver-rating')).toHaveTextContent('No rating yet');
  });

  it("requires a reason to blacklist and then says 'Driver added to blacklist.'", async () => {
    const { network } = openDriver();
    await userEvent.click(await screen.findByTestId('driver-blacklist'));
    await userEvent.click(await screen.findByTestId('driver-blacklist-confirm'));
    expect(await screen.findByText('Enter the reason')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/drivers/${driver.id}/blacklist`)).toHaveLength(0);

    await userEvent.type(
      screen.getByTestId('driver-blacklist-reason-input'),
      'Подделка документов',
    );
    await userEvent.click(screen.getByTestId('driver-blacklist-confirm'));
    expect(await screen.findByText('Driver added to blacklist.')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/drivers/${driver.id}/blacklist`)[0]?.body).toEqual({
      reason: 'Подделка документов',
    });
    await waitFor(() =>
      expect(screen.getByTestId('driver-blacklist-reason')).toHaveTextContent(
        'Подделка документов',
      ),
    );
    expect(screen.getByTestId('driver-unblacklist')).toBeInTheDocument();
  });

  it("says 'Error adding to blacklist:' with the server's message when it fails", async () => {
    openDriver({
      blacklist: () => json(404, { code: 'NOT_FOUND', message: 'Driver not found' }),
    });
    await userEvent.click(await screen.findByTestId('driver-blacklist'));
    await userEvent.type(await screen.findByTestId('driver-blacklist-reason-input'), 'Причина');
    await userEvent.click(screen.getByTestId('driver-blacklist-confirm'));
    expect(await screen.findByTestId('driver-decision-error')).toHaveTextContent(
      'Error adding to blacklist: Nothing found for the request',
    );
  });

  it('shows a moderator the driver without the decisions', async () => {
    openDriver({}, Role.MODERATOR);
    await screen.findByTestId('driver-detail');
    expect(screen.queryByTestId('driver-blacklist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fine-add')).not.toBeInTheDocument();
  });
});
