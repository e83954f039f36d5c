import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../../lib/pwa/install-prompt';
import { SplitSection } from './split-section';

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates, true after: browser-only parts. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The install button where the browser offers its prompt, else the steps for the platform. */
function InstallActions() {
  const { t } = useTranslation('home');
  const install = useInstallPrompt();
  if (install.isInstalled) return <p className="home-note">{t('app.installed')}</p>;
  if (install.canPrompt) {
    return (
      <button
        type="button"
        className="home-button"
        data-testid="home-install"
        onClick={() => void install.prompt()}
      >
        {t('app.install')}
      </button>
    );
  }
  return install.isIos ? <IosSteps /> : <OtherSteps />;
}

function IosSteps() {
  const { t } = useTranslation('home');
  return (
    <div className="home-app-steps" data-testid="home-install-ios">
      <h3>{t('app.iosTitle')}</h3>
      <p>{t('app.iosSteps')}</p>
    </div>
  );
}

function OtherSteps() {
  const { t } = useTranslation('home');
  return (
    <div className="home-app-steps">
      <h3>{t('app.otherTitle')}</h3>
      <p>{t('app.otherSteps')}</p>
    </div>
  );
}

/**
 * The mobile app link: the platform is an installable web app. The prerendered page (and a
 * visitor without JavaScript) reads the steps for both kinds of browsers; in the browser the
 * section offers the install prompt when there is one.
 */
export function AppSection() {
  const { t } = useTranslation('home');
  const inBrowser = useInBrowser();
  return (
    <SplitSection id="app" title={t('app.title')} intro={<p>{t('app.text')}</p>} tinted>
      <div className="home-app-actions">
        {inBrowser ? (
          <InstallActions />
        ) : (
          <>
            <IosSteps />
            <OtherSteps />
          </>
        )}
      </div>
    </SplitSection>
  );
}
