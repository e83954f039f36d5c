import { CompanyKind } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { signUpPath } from '../../../lib/routing/sign-up-role';
import { SIGN_IN_PATH } from '../../../lib/routing/sign-in-path';
import { PLATFORM_PATH } from '../home-links';

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-container">
        <h1 id="home-hero-title">{t('hero.title')}</h1>
        <p className="home-hero-lead">{t('hero.lead')}</p>
        {signedIn ? (
          <div className="home-actions">
            <a className="home-button" href={PLATFORM_PATH} data-testid="home-go-to-platform">
              {t('hero.goToPlatform')}
            </a>
          </div>
        ) : (
          <div className="home-actions">
            <a
              className="home-button"
              href={signUpPath(CompanyKind.FORWARDER)}
              data-testid="home-sign-up-forwarder"
            >
              {t('hero.signUpForwarder')}
            </a>
            <a
              className="home-button"
              href={signUpPath(CompanyKind.CARRIER)}
              data-testid="home-sign-up-carrier"
            >
              {t('hero.signUpCarrier')}
            </a>
            <a
              className="home-button home-button-ghost"
              href={SIGN_IN_PATH}
              data-testid="home-sign-in"
            >
              {t('hero.signIn')}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
