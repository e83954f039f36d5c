import type { Language } from '@freight/shared';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HomePage } from './home-page';

/** The page as both the prerender and the browser render it: the same tree, so it hydrates. */
export function HomeDocument({ i18n, language }: { i18n: I18n; language: Language }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HomePage language={language} />
      </I18nextProvider>
    </StrictMode>
  );
}
