import { registerSW } from 'virtual:pwa-register';
import { i18n } from '../i18n/i18n';

/**
 * The translations read before the worker took control (the first visit) did not pass
 * through it, so they are not in its cache yet: asking for them again through the worker
 * stores them (StaleWhileRevalidate, vite.config.ts), and the next offline start has them.
 */
function cacheLoadedTranslations(): void {
  const language = i18n.language;
  for (const namespace of Object.keys(i18n.store.data[language] ?? {})) {
    void fetch(`/locales/${language}/${namespace}.json`).catch(() => undefined);
  }
}

/**
 * Registers the service worker of the installable app (vite-plugin-pwa, `autoUpdate`): a new
 * build's worker takes over at once and the page reloads onto the new shell.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) cacheLoadedTranslations();
  else {
    navigator.serviceWorker.addEventListener('controllerchange', cacheLoadedTranslations, {
      once: true,
    });
  }
  registerSW({ immediate: true });
}
