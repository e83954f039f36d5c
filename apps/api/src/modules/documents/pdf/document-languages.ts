import type { Language } from '@freight/shared';

/** A document is written in the interface languages (spec section 9). */
export type DocumentLanguage = Language;

/**
 * One language, or two side by side: contracts in Kazakhstan are usually made out in Kazakh and
 * Russian in parallel columns, each text equally binding.
 */
export type DocumentLanguages =
  readonly [DocumentLanguage] | readonly [DocumentLanguage, DocumentLanguage];

export const BILINGUAL_KZ_RU: DocumentLanguages = ['kz', 'ru'];

export interface DocumentLayout {
  /** Defaults to {@link BILINGUAL_KZ_RU}. */
  languages?: DocumentLanguages;
}

export function layoutLanguages(layout: DocumentLayout | undefined): DocumentLanguages {
  return layout?.languages ?? BILINGUAL_KZ_RU;
}
