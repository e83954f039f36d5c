import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HTML_LANG, readStoredLanguage } from '../../../lib/i18n/language';
import { replacePage } from '../../../lib/routing/page-load';
import { createSignInI18n, fetchSignInResources } from './sign-in-i18n';
import { SignInPage } from './sign-in-page';
import './sign-in.css';

/**
 * Starts the sign-in page in the browser on its own (issue 11): React and the shared schemas,
 * no Ant Design, router, query cache or the app's i18n set-up. Signing in saves the session
 * and loads the app's page with a full load, so the app starts signed in.
 */
export async function startSignInPage(container: HTMLElement): Promise<void> {
  const language = readStoredLanguage();
  const i18n = createSignInI18n(language, await fetchSignInResources(language));
  document.documentElement.lang = HTML_LANG[language];
  createRoot(container).render(
    <StrictMode>
      <SignInPage i18n={i18n} language={language} loadPage={replacePage} />
    </StrictMode>,
  );
}
