import { Role } from '@freight/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/session/session-storage';
import { makeAccount, makeNotificationPage } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const account = makeAccount();
const session = { accessToken: 'access-1', refreshToken: 'refresh-1', account };

function stubApi(login: StubHandler) {
  return stubFetch({
    'POST /api/auth/login': login,
    'POST /api/cb/login': login,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
}

async function fillCompanyLogin(email: string, password: string) {
  await userEvent.type(await screen.findByTestId('login-email'), email);
  await userEvent.type(screen.getByTestId('login-password'), password);
  await userEvent.click(screen.getByTestId('login-submit'));
}

describe('the login page', () => {
  it('stores the session exactly as answered and opens the app', async () => {
    const network = stubApi(() => json(200, session));
    const { router } = renderApp('/login');

    await fillCompanyLogin('Forwarder@Demo.kz ', 'Demo12345!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(network.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      login: 'forwarder@demo.kz',
      password: 'Demo12345!',
    });
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBe('access-1');
    expect(localStorage.getItem(StorageKey.REFRESH_TOKEN)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(StorageKey.ACCOUNT) ?? 'null')).toEqual(account);
  });

  it('returns to the page the guard sent the user away from', async () => {
    stubApi(() => json(200, session));
    const { router } = renderApp('/notifications?filter=unread');
    await fillCompanyLogin('forwarder@demo.kz', 'Demo12345!');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('sends the owner of a rejected company to the registration status page', async () => {
    stubApi(() => json(200, { ...session, account: makeAccount({ companyStatus: 'REJECTED' }) }));
    const { router } = renderApp('/login');
    await fillCompanyLogin('forwarder@demo.kz', 'Demo12345!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-status'));
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const network = stubApi(() => json(200, session));
    renderApp('/login');
    await fillCompanyLogin('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it.each([
    [404, 'USER_NOT_FOUND', 'User not found'],
    [401, 'INVALID_CREDENTIALS', 'Invalid credentials'],
    [403, 'REGISTRATION_NOT_APPROVED', 'Registration is not approved'],
    [429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'],
  ])('shows a %i %s inline in the user language', async (status, code, text) => {
    stubApi(() => json(status, { code, message: 'server text' }));
    renderApp('/login');
    await fillCompanyLogin('forwarder@demo.kz', 'Demo12345!');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBeNull();
  });

  it('signs the security service in with its company BIN', async () => {
    const cb = makeAccount({ roleType: Role.CB, organizationName: null });
    const network = stubApi(() => json(200, { ...session, account: cb }));
    const { router } = renderApp('/login');

    await userEvent.click(await screen.findByTestId('login-tab-cb'));
    await userEvent.type(await screen.findByTestId('login-bin'), '12345');
    await userEvent.type(screen.getByTestId('login-email'), 'cb@demo.kz');
    await userEvent.type(screen.getByTestId('login-password'), 'Demo12345!');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('BIN must contain 12 digits.')).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId('login-bin'));
    await userEvent.type(screen.getByTestId('login-bin'), '040540001230');
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(network.callsTo('POST', '/api/cb/login')[0]?.body).toEqual({
      login: 'cb@demo.kz',
      password: 'Demo12345!',
      bin: '040540001230',
    });
  });

  it('links to password recovery and registration', async () => {
    stubApi(() => json(200, session));
    renderApp('/login');
    expect(await screen.findByTestId('forgot-password-link')).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByTestId('sign-up-link')).toHaveAttribute('href', '/sign-up');
  });
});
