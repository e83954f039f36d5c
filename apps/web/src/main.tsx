import './lib/forms/zod-jitless';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser's install offer comes once and early: caught before any screen mounts.
listenForInstallPrompt();

// One index.html, two starts: the public homepage (prerendered, measured by Lighthouse) loads
// neither Ant Design nor the signed-in app; every other address starts the app. Either way the
// installable app's worker (issue 13) registers once the first screen is on its way.
const started =
  window.location.pathname === '/'
    ? import('./features/home/home-entry').then(({ startHomePage }) => startHomePage(container))
    : import('./app/start-app').then(({ startApp }) => startApp(container));
void started.finally(() =>
  // Loaded after the first screen: the homepage's own script stays small.
  import('./lib/pwa/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()),
);
