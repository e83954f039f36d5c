import type { Language } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME, LogoMark } from '../../../ui/logo';
import { SIGN_IN_PATH } from '../../../lib/routing/sign-in-path';
import { PLATFORM_PATH } from '../home-links';
import { homePath } from '../home-language';
import { HomeLanguageSwitcher } from './home-language-switcher';

interface HomeHeaderProps {
  language: Language;
  signedIn: boolean;
}

export function HomeHeader({ language, signedIn }: HomeHeaderProps) {
  const { t } = useTranslation('home');
  return (
    <header className="home-header">
      <div className="home-container home-header-row">
        <a className="home-brand" href={homePath(language)}>
          <LogoMark size={32} />
          <span>{BRAND_NAME}</span>
        </a>
        <nav className="home-nav" aria-label={t('nav.label')}>
          <a href="#services">{t('nav.services')}</a>
          <a href="#partners">{t('nav.partners')}</a>
          <a href="#question">{t('nav.question')}</a>
          <a href="#location">{t('nav.location')}</a>
          <a href="#app">{t('nav.app')}</a>
        </nav>
        <HomeLanguageSwitcher current={language} />
        {signedIn ? (
          <a
            className="home-button home-button-small"
            href={PLATFORM_PATH}
            data-testid="home-header-platform"
          >
            {t('hero.goToPlatform')}
          </a>
        ) : (
          <a className="home-button home-button-small home-button-quiet" href={SIGN_IN_PATH}>
            {t('hero.signIn')}
          </a>
        )}
      </div>
    </header>
  );
}
