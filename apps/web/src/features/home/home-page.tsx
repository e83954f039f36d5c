import type { Language } from '@freight/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken, subscribeToSession } from '../../lib/session/session-storage';
import { usePublicHome } from './api/get-public-home';
import { AppSection } from './components/app-section';
import { FiguresSection } from './components/figures-section';
import { HeroSection } from './components/hero-section';
import { HomeHeader } from './components/home-header';
import { LocationSection } from './components/location-section';
import { PartnersSection } from './components/partners-section';
import { QuestionForm } from './components/question-form';
import { ServicesSection } from './components/services-section';
import { SplitSection } from './components/split-section';

/**
 * Signed in or not. The server renders (and the page hydrates as) a visitor's page; a stored
 * session switches the calls to action right after, without a mismatch.
 */
function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToSession,
    () => getAccessToken() !== null,
    () => false,
  );
}

/**
 * `/` (public, spec sections 1 and 2): what the platform does, its live figures and partners,
 * the question form, the office and the app. Deliberately free of Ant Design's components and
 * the signed-in app's layout: this page is measured by Lighthouse and read by crawlers.
 */
export function HomePage({ language }: { language: Language }) {
  const { t } = useTranslation('home');
  const signedIn = useSignedIn();
  const home = usePublicHome();
  return (
    <div className="home">
      <a className="home-skip" href="#main">
        {t('nav.skip')}
      </a>
      <HomeHeader language={language} signedIn={signedIn} />
      <main id="main">
        <HeroSection signedIn={signedIn} />
        <ServicesSection />
        <FiguresSection state={home} language={language} />
        <PartnersSection state={home} />
        <SplitSection id="question" title={t('question.title')} intro={<p>{t('question.lead')}</p>}>
          <QuestionForm language={language} />
        </SplitSection>
        <LocationSection />
        <AppSection />
      </main>
      <footer className="home-footer">
        <div className="home-container">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </div>
      </footer>
    </div>
  );
}
