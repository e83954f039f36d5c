import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { initI18n } from './lib/i18n/i18n';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { PageLoading } from './ui/page-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser's install offer comes once and early: caught before any screen mounts.
listenForInstallPrompt();

// The first paint waits for the translations, so no screen flashes untranslated keys.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={<PageLoading label="" />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
  // The installable app's worker (issue 13), once the first screen is on its way.
  registerServiceWorker();
});
