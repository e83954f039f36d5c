import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

function openPage(list: StubHandler, path = '/notifications') {
  const account = signIn();
  const network = stubFetch({
    'GET /api/notifications': list,
    'POST /api/notifications/read-all': () => json(200, { ok: true }),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

const pageRequests = (network: ReturnType<typeof openPage>['network']) =>
  network
    .callsTo('GET', '/api/notifications')
    .filter((call) => call.url.searchParams.get('pageSize') === '20');

describe('the notifications page', () => {
  it('lists the notifications with the new ones highlighted', async () => {
    openPage(() =>
      json(
        200,
        makeNotificationPage([
          makeNotification({ type: 'DRIVER_BLACKLISTED', params: { driverName: 'Асқар Б.' } }),
          makeNotification({ isNew: false }),
        ]),
      ),
    );
    const page = await screen.findByTestId('notifications-page');
    const items = await within(page).findAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent('Driver Асқар Б. has been added to the blacklist');
    expect(items[0]).toHaveAttribute('data-new', 'true');
    expect(items[1]).toHaveAttribute('data-new', 'false');
    expect(within(page).getByTestId('unread-count')).toHaveTextContent('Unread: 1');
  });

  it('asks the server for the page in the address and for unread only when filtered', async () => {
    const many = Array.from({ length: 20 }, () => makeNotification());
    const { network } = openPage(
      ({ url }) =>
        json(
          200,
          makeNotificationPage(many, { total: 45, page: Number(url.searchParams.get('page')) }),
        ),
      '/notifications?page=2&filter=unread',
    );
    await screen.findAllByTestId('notification-item');
    const request = pageRequests(network)[0];
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.url.searchParams.get('unreadOnly')).toBe('true');

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(pageRequests(network).some((call) => call.url.searchParams.get('page') === '3')).toBe(
        true,
      ),
    );
  });

  it('marks all as read', async () => {
    const { network } = openPage(() => json(200, makeNotificationPage([makeNotification()])));
    const page = await screen.findByTestId('notifications-page');
    await within(page).findAllByTestId('notification-item');
    await userEvent.click(within(page).getByTestId('mark-all-read'));
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1),
    );
  });

  it('says so when there is nothing', async () => {
    openPage(() => json(200, makeNotificationPage([])));
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('No notifications yet');
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    openPage(() =>
      fail
        ? json(500, { code: 'UNEXPECTED', message: 'boom' })
        : json(200, makeNotificationPage([makeNotification()])),
    );
    const error = await screen.findByTestId('page-error');
    expect(error).toHaveTextContent('Could not load the data');
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('notification-item')).not.toHaveLength(0);
  });
});
