import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HTML_LANG, readStoredLanguage, saveLanguage } from '../../lib/i18n/language';
import { HomeDocument } from './home-document';
import { createHomeI18n, fetchHomeResources } from './home-i18n';
import { chooseHomeLanguage, languageOfHtmlLang } from './home-language';
import './home.css';

/** The attribute the prerender puts on #root: the language its HTML is in. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Starts the homepage in the browser. Over the server's prerendered HTML it hydrates (the
 * visitor already reads the page; React only attaches); where the page came without it (the
 * service worker's app shell, offline) it renders from scratch.
 */
export async function startHomePage(container: HTMLElement): Promise<void> {
  const prerenderedAttribute = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const prerendered = prerenderedAttribute ? languageOfHtmlLang(prerenderedAttribute) : undefined;
  const language = chooseHomeLanguage({
    search: window.location.search,
    prerendered,
    stored: readStoredLanguage(),
  });
  // An explicit choice in the address becomes the signed-in app's language too.
  if (new URLSearchParams(window.location.search).has('lang')) saveLanguage(language);
  const i18n = createHomeI18n(language, await fetchHomeResources(language));
  const page = <HomeDocument i18n={i18n} language={language} />;
  if (prerendered === language && container.firstElementChild) {
    // As a transition React hydrates in slices, yielding to the browser between them: the
    // page the visitor already reads stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(container, page);
    });
  } else {
    // No prerendered head either (the service worker's shell): the page names itself.
    document.documentElement.lang = HTML_LANG[language];
    document.title = i18n.t('home:meta.title');
    createRoot(container).render(page);
  }
}
