import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { stubWebSocket } from '../../../test/websocket-stub';

const latest = [
  makeNotification({
    type: 'COMPANY_APPROVED',
    params: { companyName: 'ТОО «Жол»' },
    isNew: true,
    link: '/requests',
  }),
  makeNotification({ type: 'WELCOME', isNew: false }),
];

function openApp() {
  const account = signIn();
  let unread = 7;
  const network = stubFetch({
    'GET /api/notifications': () =>
      json(200, makeNotificationPage(latest, { total: 12, unreadCount: unread })),
    'POST /api/notifications/read-all': () => {
      unread = 0;
      return json(200, { ok: true });
    },
    [`POST /api/notifications/${latest[0]?.id}/read`]: () => json(200, { ok: true }),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp('/notifications'), network };
}

describe('the notification bell', () => {
  it('shows the unread count and asks for the latest five', async () => {
    const { network } = openApp();
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, unread: 7'));
    expect(bell).toHaveTextContent('7');
    const bellRequests = network
      .callsTo('GET', '/api/notifications')
      .filter((call) => call.url.searchParams.get('pageSize') === '5');
    expect(bellRequests.length).toBeGreaterThan(0);
  });

  it('asks again at once when the server says a notification arrived', async () => {
    const sockets = stubWebSocket();
    const { network } = openApp();
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, unread: 7'));
    const asked = network.callsTo('GET', '/api/notifications').length;
    const socket = sockets.at(-1);
    socket?.serverOpens();
    socket?.serverSends({ type: 'ready' });
    socket?.serverSends({ type: 'notifications' });
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/notifications').length).toBeGreaterThan(asked),
    );
  });

  it('lists the latest items marked new or read, with a link to all of them', async () => {
    openApp();
    await userEvent.click(await screen.findByTestId('notification-bell'));
    const dropdown = await screen.findByTestId('notification-dropdown');
    const items = within(dropdown).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-new', 'true');
    expect(items[0]).toHaveTextContent('The registration of ТОО «Жол» has been approved');
    expect(items[0]).toHaveTextContent('New');
    expect(items[1]).toHaveAttribute('data-new', 'false');
    expect(items[1]).toHaveTextContent('Read');
    expect(within(dropdown).getByTestId('notifications-link')).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks everything read', async () => {
    const { network } = openApp();
    const bell = await screen.findByTestId('notification-bell');
    await userEvent.click(bell);
    const dropdown = await screen.findByTestId('notification-dropdown');
    await userEvent.click(within(dropdown).getByTestId('mark-all-read'));
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1),
    );
    // The badge animates away; its label says the count at once.
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, unread: 0'));
  });

  it('opens an item: marks it read and follows its link', async () => {
    const { network, router } = openApp();
    await userEvent.click(await screen.findByTestId('notification-bell'));
    const dropdown = await screen.findByTestId('notification-dropdown');
    await userEvent.click(within(dropdown).getAllByTestId('notification-item')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(network.callsTo('POST', `/api/notifications/${latest[0]?.id}/read`)).toHaveLength(1);
  });
});
