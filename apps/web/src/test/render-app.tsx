import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { FreshQueryClient } from '../lib/query/query-client';
import { PageLoadContext } from '../lib/routing/page-load';

/**
 * The whole app (real routes, providers and HTTP client) at `path`, in a memory router.
 * `pageLoads` lists the full page loads the app asked for (the sign-in): jsdom makes none.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // No retries: a failing answer should show its error state at once.
  const queryClient = new FreshQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const pageLoads: string[] = [];
  const view = render(
    <PageLoadContext
      value={(target) => {
        pageLoads.push(target);
      }}
    >
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageLoadContext>,
  );
  return { ...view, router, queryClient, pageLoads };
}
