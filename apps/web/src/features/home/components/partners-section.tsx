import type { PublicPartner } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import type { PublicHomeState } from '../api/get-public-home';

function PartnerLogo({ partner }: { partner: PublicPartner }) {
  const { t } = useTranslation('home');
  const logo = (
    <>
      <img
        src={partner.logoUrl}
        alt={t('partners.logoAlt', { name: partner.name })}
        width={160}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <span className="home-partner-name">{partner.name}</span>
    </>
  );
  if (!partner.url) return <div className="home-partner">{logo}</div>;
  return (
    <a
      className="home-partner"
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('partners.opensInNewTab', { name: partner.name })}
    >
      {logo}
    </a>
  );
}

export function PartnersSection({ state }: { state: PublicHomeState }) {
  const { t } = useTranslation('home');
  return (
    <section
      id="partners"
      className="home-section home-section-tinted"
      aria-labelledby="home-partners-title"
    >
      <div className="home-container">
        <h2 id="home-partners-title">{t('partners.title')}</h2>
        {state.status === 'loading' && (
          <p className="home-note" role="status">
            {t('partners.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <p className="home-note" role="status">
            {t('partners.unavailable')}
          </p>
        )}
        {state.status === 'ready' && state.home.partners.length === 0 && (
          <p className="home-note">{t('partners.empty')}</p>
        )}
        {state.status === 'ready' && state.home.partners.length > 0 && (
          <ul className="home-partners" data-testid="home-partners">
            {state.home.partners.map((partner) => (
              <li key={partner.id}>
                <PartnerLogo partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
