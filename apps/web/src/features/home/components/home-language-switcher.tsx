import { LANGUAGES, type Language } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, saveLanguage } from '../../../lib/i18n/language';
import { homePath } from '../home-language';

/**
 * Plain links to `/?lang=…`: each language's page is a page of its own that crawlers and
 * visitors without JavaScript can open; a click also saves the choice for the signed-in app.
 */
export function HomeLanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation('home');
  return (
    <nav className="home-languages" aria-label={t('nav.language')}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={homePath(language)}
          hrefLang={HTML_LANG[language]}
          lang={HTML_LANG[language]}
          aria-current={language === current ? 'page' : undefined}
          data-testid={`home-language-${language}`}
          onClick={() => saveLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
