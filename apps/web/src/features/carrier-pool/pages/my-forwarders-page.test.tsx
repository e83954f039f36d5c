import { Role, type CarrierPoolListing } from '@freight/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const listing: CarrierPoolListing = {
  forwarderCompanyId: '77777777-7777-4777-8777-777777777777',
  companyName: 'ТОО «Дала Экспресс»',
  bin: '900115300003',
  addedAt: '2026-03-01T10:00:00.000Z',
};

function openPage(listings: StubHandler) {
  const account = signIn(makeAccount({ roleType: Role.LOGISTICIAN, login: 'carrier@demo.kz' }));
  const network = stubFetch({
    'GET /api/carrier-pool/listings': listings,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp('/my-forwarders'), network };
}

describe('the forwarders that list my company', () => {
  it('names each forwarder with its BIN', async () => {
    openPage(() => json(200, { items: [listing] }));
    const row = await screen.findByTestId('carrier-pool-listing');
    expect(row).toHaveTextContent('ТОО «Дала Экспресс»');
    expect(row).toHaveTextContent('900115300003');
    expect(screen.getByText(/Forwarders that list you as their carrier/)).toBeInTheDocument();
  });

  it('says so when no forwarder lists the company yet', async () => {
    openPage(() => json(200, { items: [] }));
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('No forwarder lists you yet');
  });

  it('shows the error state when the list cannot be loaded', async () => {
    openPage(() => json(500, { code: 'UNEXPECTED', message: 'boom' }));
    expect(await screen.findByTestId('page-error')).toBeInTheDocument();
  });
});
