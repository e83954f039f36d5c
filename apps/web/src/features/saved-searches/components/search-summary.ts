import { placeName, type Language, type SavedSearchFields } from '@freight/shared';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../../lib/format/format';

/* The summary reads the `alerts` and `orders` namespaces: a component showing it declares both. */

type Criteria = Pick<
  SavedSearchFields,
  | 'origins'
  | 'destinations'
  | 'loadingDateFrom'
  | 'loadingDateTo'
  | 'bodyTypes'
  | 'weightMinTons'
  | 'weightMaxTons'
  | 'volumeMinM3'
  | 'volumeMaxM3'
  | 'priceMin'
  | 'priceCurrency'
>;

function range(
  t: TFunction,
  low: number | string | null | undefined,
  high: number | string | null | undefined,
): string | null {
  const show = (value: number | string) =>
    typeof value === 'number' ? formatNumber(value) : value;
  if (low != null && high != null) return `${show(low)} – ${show(high)}`;
  if (low != null) return t('alerts:summary.atLeast', { value: show(low) });
  if (high != null) return t('alerts:summary.atMost', { value: show(high) });
  return null;
}

/** A search's criteria as short phrases in the reader's language: "from Almaty", "20 – 40 t". */
export function searchSummary(t: TFunction, language: Language, search: Criteria): string[] {
  const places = (codes: readonly string[]) =>
    codes.map((code) => placeName(code, language)).join(', ');
  const loading = range(t, search.loadingDateFrom, search.loadingDateTo);
  const weight = range(t, search.weightMinTons, search.weightMaxTons);
  const volume = range(t, search.volumeMinM3, search.volumeMaxM3);
  const phrases = [
    search.origins.length > 0 && t('alerts:summary.from', { places: places(search.origins) }),
    search.destinations.length > 0 &&
      t('alerts:summary.to', { places: places(search.destinations) }),
    loading && t('alerts:summary.loading', { range: loading }),
    search.bodyTypes.length > 0 &&
      t('alerts:summary.bodies', {
        list: search.bodyTypes.map((body) => t(`orders:transportType.${body}`)).join(', '),
      }),
    weight && t('alerts:summary.weight', { range: weight }),
    volume && t('alerts:summary.volume', { range: volume }),
    search.priceMin != null &&
      search.priceCurrency &&
      t('alerts:summary.priceFrom', {
        price: formatMoney(search.priceMin, search.priceCurrency),
      }),
  ].filter((phrase): phrase is string => typeof phrase === 'string' && phrase !== '');
  return phrases.length > 0 ? phrases : [t('alerts:summary.anyLoad')];
}
