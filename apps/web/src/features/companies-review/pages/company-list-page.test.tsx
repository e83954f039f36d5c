import { CompanyKind, CompanyStatus, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCompanySummary, makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

function openList(list: StubHandler, path = '/expeditors', role: Role = Role.CB) {
  const account = signIn(makeAccount({ roleType: role, organizationName: null }));
  const network = stubFetch({
    'GET /api/cb/companies': list,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

/** The list's own requests, not the pending tab's one-item count. */
const listRequests = (network: ReturnType<typeof openList>['network']) =>
  network
    .callsTo('GET', '/api/cb/companies')
    .filter((call) => call.url.searchParams.get('pageSize') === '20');

const pending = makeCompanySummary({ organizationName: 'ТОО «Жол»', bin: '900115300003' });
const approved = makeCompanySummary({ status: CompanyStatus.APPROVED });

// The first render of a file warms up Ant Design: slow on a busy machine.
describe('the expeditor list', { timeout: 15_000 }, () => {
  it('lists the forwarders pending approval on the pending tab', async () => {
    const { network } = openList(({ url }) =>
      json(
        200,
        makePage(
          url.searchParams.get('status') === 'PENDING_REVIEW' ? [pending] : [pending, approved],
        ),
      ),
    );
    const rows = await screen.findAllByTestId('company-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAttribute('data-company-id', pending.id);
    expect(rows[0]).toHaveAttribute('data-login', pending.owner?.login);
    expect(rows[0]).toHaveTextContent('ТОО «Жол»');
    expect(rows[0]).toHaveTextContent('900115300003');
    expect(rows[0]).toHaveTextContent('Сейітова Айгерим Маратқызы');
    expect(rows[0]).toHaveTextContent('Pending review');
    expect(within(rows[0]!).getByTestId('company-open')).toHaveAttribute(
      'href',
      `/expeditor/${encodeURIComponent(pending.owner?.login ?? '')}`,
    );
    const request = listRequests(network)[0];
    expect(request?.url.searchParams.get('kind')).toBe(CompanyKind.FORWARDER);
    expect(request?.url.searchParams.get('status')).toBe(CompanyStatus.PENDING_REVIEW);
    expect(screen.getByTestId('companies-pending-count')).toHaveTextContent('1');
  });

  it('shows every status on the all tab and keeps the tab in the address', async () => {
    const { network, router } = openList(({ url }) =>
      json(200, makePage(url.searchParams.get('status') ? [pending] : [pending, approved])),
    );
    await screen.findAllByTestId('company-row');
    await userEvent.click(screen.getByTestId('companies-tab-all'));
    await waitFor(() => expect(screen.getAllByTestId('company-row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?tab=all');
    expect(listRequests(network).at(-1)?.url.searchParams.has('status')).toBe(false);
    expect(screen.getAllByTestId('company-row')[1]).toHaveTextContent('Approved');
  });

  it('searches on the server and says when nothing matches', async () => {
    const { network, router } = openList(({ url }) =>
      json(200, makePage(url.searchParams.get('q') ? [] : [pending])),
    );
    await screen.findAllByTestId('company-row');
    await userEvent.type(screen.getByTestId('companies-search'), 'нет такой{Enter}');
    expect(await screen.findByTestId('page-empty')).toHaveTextContent(
      'Nothing found for the request',
    );
    expect(listRequests(network).at(-1)?.url.searchParams.get('q')).toBe('нет такой');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('нет такой');
  });

  it('asks for the carriers on /carriers and links them by id', async () => {
    const carrier = makeCompanySummary({ kind: CompanyKind.CARRIER });
    const { network } = openList(() => json(200, makePage([carrier])), '/carriers');
    const row = await screen.findByTestId('company-row');
    expect(within(row).getByTestId('company-open')).toHaveAttribute(
      'href',
      `/view-carrier/${carrier.id}`,
    );
    expect(listRequests(network)[0]?.url.searchParams.get('kind')).toBe(CompanyKind.CARRIER);
  });

  it('offers a retry when loading fails', async () => {
    openList(() => json(500, { code: 'UNEXPECTED', message: 'boom' }));
    expect(await screen.findByTestId('page-error')).toHaveTextContent('Could not load the data');
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    openList(() => json(200, makePage([pending])));
    const card = await screen.findByTestId('company-row');
    expect(card.tagName).toBe('DIV');
    expect(document.querySelector('table')).toBeNull();
  });

  it('denies the list to a company account', async () => {
    const { network } = openList(() => json(200, makePage([])), '/expeditors', Role.FORWARDER);
    expect(await screen.findByTestId('access-denied-page')).toHaveTextContent('Access Denied');
    expect(network.callsTo('GET', '/api/cb/companies')).toHaveLength(0);
  });
});
