import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePage } from '../test/company-factories';
import { makeNotificationPage, signIn } from '../test/factories';
import { json, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

function stubSignedInApi() {
  return stubFetch({
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/orders': () => json(200, { ...makePage([]), totalCapped: false }),
    'GET /api/auth/account': () =>
      json(200, JSON.parse(localStorage.getItem('ACCOUNT_DATA') ?? '{}')),
  });
}

describe('routing', () => {
  it('sends a visitor without an access token to the sign-in page, to come back after', async () => {
    const { pageLoads } = renderApp('/notifications?page=2');
    // A full load: main.tsx starts the sign-in on its own.
    await waitFor(() => expect(pageLoads).toEqual(['/login?next=%2Fnotifications%3Fpage%3D2']));
  });

  it('shows a visitor of / the public homepage with the sign-up calls', async () => {
    stubFetch({ 'GET /api/public/home': () => json(503, { code: 'X', message: 'down' }) });
    const { router } = renderApp('/');
    expect(await screen.findByTestId('home-sign-up-carrier')).toHaveAttribute(
      'href',
      '/sign-up?role=carrier',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('offers a signed-in user of / the way into the platform', async () => {
    signIn();
    stubFetch({ 'GET /api/public/home': () => json(503, { code: 'X', message: 'down' }) });
    renderApp('/');
    expect(await screen.findByTestId('home-go-to-platform')).toHaveAttribute('href', '/requests');
    expect(screen.queryByTestId('home-sign-up-carrier')).not.toBeInTheDocument();
  });

  it('shows the 404 page on its own for an unknown path when signed out', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByTestId('not-found-page')).toHaveTextContent(
      'Nothing found for the request',
    );
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('shows the 404 page inside the layout for an unknown path when signed in', async () => {
    signIn();
    stubSignedInApi();
    renderApp('/chat-rooms');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('Page not found');
  });
});
