import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ScreenHandle } from '../lib/routing/screen-title';
import { ScreenTexts } from '../ui/screen-texts';
import { AppRoot } from './app-root';
import { RequireSession } from './require-session';
import { RequirePermission } from './require-permission';
import { SignInHandOff } from './sign-in-hand-off';
import {
  AppLayout,
  ForgotPasswordPage,
  HomeRoute,
  NotFoundPage,
  RegistrationStatusPage,
  SignUpPage,
  TrustScorePage,
  VerifyPage,
} from './screens';
import { SCREEN_ROUTES, type ScreenRoute } from './route-table';

const titled = (title: string): ScreenHandle => ({ title });

/** A screen with its own translation namespace, behind its permission where it names one. */
function screenRoute({ path, title, screen, permission }: ScreenRoute): RouteObject {
  const element = <ScreenTexts>{screen}</ScreenTexts>;
  return {
    path,
    handle: titled(title),
    element: permission ? (
      <RequirePermission permission={permission}>{element}</RequirePermission>
    ) : (
      element
    ),
  };
}

/**
 * Public pages, then the signed-in screens of the route table inside the guarded layout, then
 * the 404 page for everything else. Menu entries whose screens later issues build land on the
 * 404 page for now.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      // Issue 13: the public homepage; a fresh load of `/` starts it without the app (main.tsx).
      {
        path: '/',
        element: (
          <ScreenTexts>
            <HomeRoute />
          </ScreenTexts>
        ),
      },
      // The sign-in starts on its own (main.tsx); the app hands every way there over to it.
      { path: '/login', element: <SignInHandOff /> },
      {
        path: '/forgot-password',
        element: (
          <ScreenTexts>
            <ForgotPasswordPage />
          </ScreenTexts>
        ),
      },
      {
        path: '/sign-up',
        element: (
          <ScreenTexts>
            <SignUpPage />
          </ScreenTexts>
        ),
      },
      // Issue 8: anyone holding a document checks that the platform issued it (QR code target).
      {
        path: '/verify',
        element: (
          <ScreenTexts>
            <VerifyPage />
          </ScreenTexts>
        ),
      },
      // Issue 9: how a company's trust score is computed, linked from every score shown.
      {
        path: '/trust-score',
        element: (
          <ScreenTexts>
            <TrustScorePage />
          </ScreenTexts>
        ),
      },
      // A rejected owner's session reaches only the review endpoints: no menu, its own frame
      // and its own guard (it stays on its notice after signing the user out).
      {
        path: '/registration-status',
        element: (
          <ScreenTexts>
            <RegistrationStatusPage />
          </ScreenTexts>
        ),
      },
      {
        element: (
          <RequireSession>
            <ScreenTexts>
              <AppLayout />
            </ScreenTexts>
          </RequireSession>
        ),
        children: SCREEN_ROUTES.map(screenRoute),
      },
      {
        path: '*',
        element: (
          <ScreenTexts>
            <NotFoundPage />
          </ScreenTexts>
        ),
        handle: titled('pages.notFound'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
