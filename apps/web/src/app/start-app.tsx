import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { PageLoading } from '../ui/page-loading';
import { App } from './app';
import './global.css';

/** Starts the signed-in app (and its public sign-in and sign-up pages) in `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The first paint waits for the translations, so no screen flashes untranslated keys.
  await initI18n().catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={<PageLoading label="" />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
