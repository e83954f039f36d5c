import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE, OFFICE_PHONE_HREF } from '../office';
import { SplitSection } from './split-section';

// Leaflet and its tiles are the heaviest part of the page: fetched only when the map scrolls near.
const OfficeMap = lazy(() => import('./office-map'));

/** True once the element comes within a screen of the viewport (never without the API). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // Without the observer (very old browsers, jsdom) the address stands in for the map.
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export function LocationSection() {
  const { t } = useTranslation('home');
  const mapRef = useRef<HTMLDivElement>(null);
  const showMap = useNearViewport(mapRef);
  const [tilesFailed, setTilesFailed] = useState(false);
  const address = t('location.address');

  const addressOnly = (
    <p className="home-map-fallback" data-testid="home-map-fallback">
      {t('location.mapUnavailable', { address })}
    </p>
  );

  return (
    <SplitSection
      id="location"
      title={t('location.title')}
      intro={
        <address className="home-contacts">
          <dl>
            <dt>{t('location.addressLabel')}</dt>
            <dd>{address}</dd>
            <dt>{t('location.phoneLabel')}</dt>
            <dd>
              <a href={OFFICE_PHONE_HREF}>{OFFICE.phone}</a>
            </dd>
            <dt>{t('location.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>
            </dd>
            <dt>{t('location.hoursLabel')}</dt>
            <dd>{t('location.hours')}</dd>
          </dl>
        </address>
      }
    >
      <div ref={mapRef} className="home-map" role="region" aria-label={t('location.mapTitle')}>
        {tilesFailed ? (
          addressOnly
        ) : showMap ? (
          <Suspense fallback={<p className="home-map-fallback">{t('location.mapLoading')}</p>}>
            <OfficeMap
              markerTitle={t('location.marker')}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
        ) : (
          <p className="home-map-fallback">{address}</p>
        )}
      </div>
    </SplitSection>
  );
}
