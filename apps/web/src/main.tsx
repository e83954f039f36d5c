import './lib/forms/zod-jitless';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { SIGN_IN_PATH } from './lib/routing/sign-in-path';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser's install offer comes once and early: caught before any screen mounts.
listenForInstallPrompt();

// One index.html, three starts: the public homepage (prerendered, measured by Lighthouse) and
// the sign-in (issue 11, decision 027) load neither Ant Design nor the signed-in app; every
// other address starts the app, which then registers the installable app's worker (issue 13)
// once its first screen is on its way. The two light pages do not: installing is offered from
// the manifest, and a worker installing during a first load would only slow it down (the app
// a sign-in leads to registers it).
if (window.location.pathname === '/') {
  void import('./features/home/home-entry').then(({ startHomePage }) => startHomePage(container));
} else if (window.location.pathname === SIGN_IN_PATH) {
  void import('./features/auth/sign-in/sign-in-entry').then(({ startSignInPage }) =>
    startSignInPage(container),
  );
} else {
  void import('./app/start-app')
    .then(({ startApp }) => startApp(container))
    .finally(() =>
      import('./lib/pwa/service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
    );
}
