import { FALLBACK_LANGUAGE, isLanguage, placeName, type PlaceCode } from '@freight/shared';
import { useTranslation } from 'react-i18next';

/** A gazetteer place's name in the language the app is shown in. */
export function usePlaceName(): (code: PlaceCode) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return (code) => placeName(code, language);
}
