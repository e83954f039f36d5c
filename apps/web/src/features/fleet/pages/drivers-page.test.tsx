import { DriverStatus, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { CARRIER_ID, makeDriver, makeDriverCarrier } from '../../../test/fleet-factories';
import { renderApp } from '../../../test/render-app';

const pending = makeDriver({ iin: '900115300003', lastName: 'Нурланов' });
const approved = makeDriver({
  iin: '900115300401',
  lastName: 'Ахметов',
  status: DriverStatus.APPROVED,
});

function openDrivers(path = '/drivers') {
  const account = signIn(makeAccount({ roleType: Role.CB, organizationName: null }));
  const network = stubFetch({
    'GET /api/drivers': ({ url }) =>
      json(
        200,
        makePage(url.searchParams.get('tab') === 'pending' ? [pending] : [pending, approved]),
      ),
    'GET /api/drivers/carriers': () => json(200, { items: [makeDriverCarrier()] }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

describe("the security service's drivers screen", { timeout: 20_000 }, () => {
  it('lists the drivers pending approval under the pending tab', async () => {
    const { network, router } = openDrivers();
    expect(await screen.findAllByTestId('driver-row')).toHaveLength(2);

    await userEvent.click(screen.getByTestId('drivers-tab-pending'));
    await waitFor(() => expect(screen.getAllByTestId('driver-row')).toHaveLength(1));
    const row = screen.getByTestId('driver-row');
    expect(row).toHaveAttribute('data-iin', '900115300003');
    expect(within(row).getByTestId('driver-status')).toHaveTextContent('Pending approval');
    expect(within(row).getByTestId('driver-open')).toHaveAttribute('href', `/driver/${pending.id}`);
    expect(network.callsTo('GET', '/api/drivers').at(-1)?.url.searchParams.get('tab')).toBe(
      'pending',
    );
    expect(router.state.location.search).toBe('?tab=pending');
  });

  it('filters the company tab by the carrier chosen from the carriers list', async () => {
    const { network, router } = openDrivers('/drivers?tab=company');
    await screen.findAllByTestId('driver-row');
    const filter = screen.getByTestId('drivers-filter-carrier');
    await userEvent.click(within(filter).getByRole('combobox'));
    await userEvent.click(await screen.findByText('ТОО «Жол Транс» (5)'));
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/drivers').at(-1)?.url.searchParams.get('companyId')).toBe(
        CARRIER_ID,
      ),
    );
    expect(router.state.location.search).toContain(`carrier=${CARRIER_ID}`);
  });
});
