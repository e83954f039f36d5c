import { ALL_ROLES, menuItemsFor, Role, type Account } from '@freight/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../lib/session/session-storage';
import { makeAccount, makeNotificationPage, signIn } from '../../test/factories';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { PALETTE } from '../../ui/theme/app-theme';
import { MAIN_CONTENT_ID } from './skip-link';

function openAppAs(account: Account, path = '/notifications') {
  signIn(account);
  const network = stubFetch({
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    'POST /api/auth/logout': () => json(200, { ok: true }),
  });
  return { ...renderApp(path), network };
}

const menuKeysIn = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid^="menu-"]')].map((item) =>
    item.getAttribute('data-testid')?.replace(/^menu-/, ''),
  );

describe('the side menu', () => {
  it.each(ALL_ROLES)('shows exactly the entries of a %s', async (role) => {
    openAppAs(makeAccount({ roleType: role }));
    const sidebar = await screen.findByTestId('sidebar');
    expect(menuKeysIn(sidebar)).toEqual(menuItemsFor(role).map((item) => item.key));
  });

  it('translates the entries and marks the current page', async () => {
    openAppAs(makeAccount({ roleType: Role.CB }));
    const entry = await screen.findByTestId('menu-notifications');
    expect(entry).toHaveTextContent('Notifications');
    expect(entry).toHaveClass('ant-menu-item-selected');
    expect(screen.getByTestId('menu-problemRequests')).toHaveTextContent('Problem requests');
  });

  it('makes every entry a link to its screen, which opens in a new tab too', async () => {
    const { router } = openAppAs(makeAccount({ roleType: Role.CB }));
    const entry = await screen.findByTestId('menu-problemRequests');
    const link = within(entry).getByRole('link', { name: 'Problem requests' });
    expect(link).toHaveAttribute('href', '/problem-requests');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/problem-requests'));
    // Enter on the focused entry goes there too (the menu, not the link, has the focus).
    fireEvent.keyDown(await screen.findByTestId('menu-notifications'), {
      key: 'Enter',
      keyCode: 13,
      which: 13,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('shows the 404 page inside the layout for an address no screen has', async () => {
    const { router } = openAppAs(makeAccount({ roleType: Role.DRIVER_COMPANY }), '/no-such-screen');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-screen');
  });

  it('is 220 px wide in English', async () => {
    openAppAs(makeAccount());
    expect(await screen.findByTestId('sidebar')).toHaveStyle({ width: '220px' });
  });
});

describe('Ctrl+B', () => {
  it('collapses and expands the sidebar', async () => {
    openAppAs(makeAccount());
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    const allowed = fireEvent.keyDown(window, { key: 'b', code: 'KeyB', ctrlKey: true });
    expect(allowed).toBe(false); // preventDefault was called
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(sidebar).toHaveStyle({ width: '80px' });

    // With a Russian or Kazakh layout the same key types «и».
    fireEvent.keyDown(window, { key: 'и', code: 'KeyB', ctrlKey: true });
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  it('ignores B without Ctrl', async () => {
    openAppAs(makeAccount());
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.keyDown(window, { key: 'b', code: 'KeyB' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  it('matches the toggle button', async () => {
    openAppAs(makeAccount());
    const sidebar = await screen.findByTestId('sidebar');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(within(sidebar).getByTestId('logo-short')).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('replaces the sidebar with a drawer opened from the top bar', async () => {
    setViewportWidth(PHONE_WIDTH);
    openAppAs(makeAccount({ roleType: Role.LOGISTICIAN }));
    await userEvent.click(await screen.findByTestId('mobile-menu-button'));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(menuKeysIn(drawer)).toEqual(menuItemsFor(Role.LOGISTICIAN).map((item) => item.key));
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toBeInTheDocument();
    expect(screen.getByTestId('topbar-language')).toBeInTheDocument();
  });
});

describe('the top bar', () => {
  it('names the user by the spec rule and shows the role label', async () => {
    openAppAs(makeAccount({ roleType: Role.DRIVER_COMPANY, companyName: 'ТОО «Жол»' }));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('ТОО «Жол»');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Carrier');
  });

  it('opens the profile with the person and organisation details', async () => {
    const account = makeAccount({ rating: 4.5, ratingSummary: { average: 4.5, count: 3 } });
    openAppAs(account);
    await userEvent.click(await screen.findByTestId('user-name'));
    const profile = await screen.findByTestId('profile-drawer');
    expect(within(profile).getByTestId('profile-full-name')).toHaveTextContent(
      'Сейітова Айгерим Маратқызы',
    );
    expect(within(profile).getByTestId('profile-phone')).toHaveTextContent('+7 701 000 00 01');
    expect(within(profile).getByTestId('profile-rating')).toHaveTextContent('4.5');
    expect(within(profile).getByTestId('profile-organization')).toHaveTextContent('Дала Экспресс');
    expect(within(profile).getByTestId('profile-bin')).toHaveTextContent('900115300003');
    expect(within(profile).getByTestId('profile-legal-address')).toHaveTextContent('ул. Абая');
    expect(within(profile).getByTestId('profile-actual-address')).toHaveTextContent('Сатпаева');
  });

  it('leaves the rating and the organisation out of a platform account profile', async () => {
    openAppAs(makeAccount({ roleType: Role.MODERATOR, organizationName: null, companyName: null }));
    await userEvent.click(await screen.findByTestId('user-name'));
    const profile = await screen.findByTestId('profile-drawer');
    expect(within(profile).queryByTestId('profile-rating')).not.toBeInTheDocument();
    expect(within(profile).queryByTestId('profile-organization')).not.toBeInTheDocument();
  });

  it('signs out: tells the server, keeps only the language and goes to the login page', async () => {
    localStorage.setItem(StorageKey.LOCALE, 'en');
    const { pageLoads, network } = openAppAs(makeAccount());
    await userEvent.click(await screen.findByTestId('signout-button'));
    await waitFor(() => expect(pageLoads).toEqual(['/login']));
    expect(network.callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({
      refreshToken: 'refresh-1',
    });
    expect({ ...localStorage }).toEqual({ locale: 'en' });
  });
});

describe('an expired session', () => {
  it('clears the storage, says unauthorised and loads the sign-in page', async () => {
    signIn();
    localStorage.setItem(StorageKey.LOCALE, 'en');
    stubFetch({
      'GET /api/notifications': () => json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'GET /api/auth/account': () => json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': () =>
        json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'Session expired' }),
    });
    const { pageLoads } = renderApp('/notifications');

    await waitFor(() => expect(pageLoads).toEqual(['/login?next=%2Fnotifications']));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ locale: 'en' });
  });
});

describe('for screen readers and the keyboard (issue 30)', () => {
  it('names the profile and language buttons by what they show (WCAG 2.5.3)', async () => {
    openAppAs(makeAccount({ roleType: Role.DRIVER_COMPANY, companyName: 'ТОО «Жол»' }));
    await screen.findByTestId('user-name');
    expect(screen.getByRole('button', { name: /^ТОО «Жол»\s*Carrier$/ })).toHaveAttribute(
      'title',
      'Open the profile',
    );
    expect(screen.getByTestId('topbar-language')).toHaveAccessibleName('English');
  });

  it('names the screen in its one h1', async () => {
    openAppAs(makeAccount());
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Notifications']);
  });

  it('offers a skip link first, which moves focus to the screen', async () => {
    openAppAs(makeAccount());
    await screen.findByTestId('sidebar');
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await userEvent.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the skip link', () => {
  it("is the first stop, in the theme's blue, and moves focus to the screen", async () => {
    openAppAs(makeAccount({ roleType: Role.FORWARDER }));
    const skip = await screen.findByTestId('skip-link');
    expect(skip).toHaveTextContent('Skip to main content');
    expect(skip).toHaveStyle({ color: PALETTE.primary });
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
  });
});
