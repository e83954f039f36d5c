import type { Language, LoginResponse } from '@freight/shared';
import type { i18n as I18n } from 'i18next';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LoadPage } from '../../../lib/routing/page-load';
import { Logo } from '../../../ui/logo';
import { pathAfterSignIn } from './path-after-sign-in';
import { SignInForm, type SignInPortal } from './sign-in-form';
import { SignInLanguageMenu } from './sign-in-language-menu';

interface SignInPageProps {
  i18n: I18n;
  language: Language;
  /** How the page leaves for the app once signed in, and reloads in another language. */
  loadPage: LoadPage;
}

const PORTALS: readonly SignInPortal[] = ['company', 'cb'];

const TAB_LABEL_KEYS: Record<SignInPortal, string> = {
  company: 'login.tabCompany',
  cb: 'login.tabCb',
};

/**
 * The sign-in (spec section 2) as a page of its own: a company signs in with e-mail and
 * password, the security service with its company BIN as well. Looks like the app's public
 * pages (logo and language above one card, Ant Design's colours and sizes) in plain CSS.
 */
export function SignInPage({ i18n, language, loadPage }: SignInPageProps) {
  const [portal, setPortal] = useState<SignInPortal>('company');
  const tabsId = useId();
  const tabRefs = useRef<Partial<Record<SignInPortal, HTMLButtonElement | null>>>({});
  const tabId = (tab: SignInPortal) => `${tabsId}-tab-${tab}`;
  const panelId = `${tabsId}-panel`;

  const onSignedIn = ({ account }: LoginResponse) => {
    loadPage(pathAfterSignIn(account, window.location));
  };

  // The tabs pattern of WAI-ARIA: arrows move between the tabs, the focused tab is chosen.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = PORTALS.indexOf(portal);
    const next = PORTALS[(index + step + PORTALS.length) % PORTALS.length] ?? portal;
    setPortal(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="sign-in">
      <header className="sign-in-header">
        <Logo />
        <SignInLanguageMenu
          i18n={i18n}
          language={language}
          reloadPage={() => loadPage(`${window.location.pathname}${window.location.search}`)}
        />
      </header>
      <main className="sign-in-main">
        <div className="sign-in-card">
          <h1 className="sign-in-title">{i18n.t('login.title')}</h1>
          <p className="sign-in-subtitle">{i18n.t('login.subtitle')}</p>
          <div className="sign-in-tabs" role="tablist">
            {PORTALS.map((tab) => (
              <button
                key={tab}
                ref={(element) => {
                  tabRefs.current[tab] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                className="sign-in-tab"
                aria-selected={tab === portal}
                aria-controls={panelId}
                tabIndex={tab === portal ? 0 : -1}
                data-testid={tab === 'company' ? 'login-tab-company' : 'login-tab-cb'}
                onClick={() => setPortal(tab)}
                onKeyDown={onTabKey}
              >
                {i18n.t(TAB_LABEL_KEYS[tab])}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(portal)}>
            {/* A form per tab, as before: switching starts the other one afresh. */}
            <SignInForm key={portal} portal={portal} i18n={i18n} onSignedIn={onSignedIn} />
          </div>
          <div className="sign-in-links">
            <a href="/forgot-password" data-testid="forgot-password-link">
              {i18n.t('login.forgotPassword')}
            </a>
            <span>
              {i18n.t('login.noAccount')}{' '}
              <a href="/sign-up" data-testid="sign-up-link">
                {i18n.t('login.signUp')}
              </a>
            </span>
          </div>
        </div>
      </main>
    </div>
  );
}
