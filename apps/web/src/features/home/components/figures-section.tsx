import type { Language, PublicFigures } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from '../../../lib/i18n/intl-locale';
import type { PublicHomeState } from '../api/get-public-home';

const FIGURES: readonly (keyof PublicFigures)[] = [
  'approvedCompanies',
  'approvedDrivers',
  'completedOrders',
];

/**
 * The live figures. The prerendered page carries the labels; the numbers fill in after the
 * page's one fetch, in boxes of a fixed height so nothing below them moves.
 */
export function FiguresSection({
  state,
  language,
}: {
  state: PublicHomeState;
  language: Language;
}) {
  const { t } = useTranslation('home');
  const format = new Intl.NumberFormat(numberLocaleOf(language));
  return (
    <section
      className="home-figures"
      aria-labelledby="home-figures-title"
      aria-busy={state.status === 'loading'}
    >
      <div className="home-container">
        <h2 id="home-figures-title" className="home-figures-title">
          {t('figures.title')}
        </h2>
        <dl className="home-figures-list">
          {FIGURES.map((figure) => (
            <div key={figure} className="home-figure" data-testid={`home-figure-${figure}`}>
              <dt>{t(`figures.${figure}`)}</dt>
              <dd>{state.status === 'ready' ? format.format(state.home.figures[figure]) : '—'}</dd>
            </div>
          ))}
        </dl>
        {state.status === 'error' && (
          <p className="home-note" role="status">
            {t('figures.unavailable')}
          </p>
        )}
      </div>
    </section>
  );
}
