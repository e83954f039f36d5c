import { currentLanguage } from '../../lib/i18n/i18n';
import { HomePage } from './home-page';
import './home.css';

/**
 * `/` reached inside the running app (a link to `/`): the same page, with the app's own
 * translations (the `home` namespace loads on first use).
 */
export function HomeRoute() {
  return <HomePage language={currentLanguage()} />;
}
