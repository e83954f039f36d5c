import './lib/forms/zod-jitless';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser's install offer comes once and early: caught before any screen mounts.
listenForInstallPrompt();

// One index.html, two starts: the public homepage (prerendered, measured by Lighthouse) loads
// neither Ant Design nor the signed-in app; every other address starts the app, which then
// registers the installable app's worker (issue 13) once its first screen is on its way. The
// homepage does not: installing is offered from the manifest, and a worker installing during
// its first load would only slow it down.
if (window.location.pathname === '/') {
  void import('./features/home/home-entry').then(({ startHomePage }) => startHomePage(container));
} else {
  void import('./app/start-app')
    .then(({ startApp }) => startApp(container))
    .finally(() =>
      import('./lib/pwa/service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
    );
}
