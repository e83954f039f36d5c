import type { Content, ContentStack, TableCell } from 'pdfmake/interfaces.js';
import type { DocumentLanguage, DocumentLanguages } from './document-languages.js';

/**
 * Building blocks shared by the contract, its signature page and the consignment note. Prose
 * is set once per language, side by side when there are two; labels of data fields name the
 * field in every language of the document, while the value (a name, a number) is written once.
 */

const COLUMN_GAP = 14;

/** A block per language: alone, or in parallel columns (Kazakh left, Russian right). */
export function parallel(
  languages: DocumentLanguages,
  render: (language: DocumentLanguage) => Content,
): Content {
  if (languages.length === 1) return render(languages[0]);
  return {
    columns: languages.map((language) => ({ width: '*', stack: [render(language)] })),
    columnGap: COLUMN_GAP,
  };
}

/** The texts of every language without repeats (an "Автовоз" is an "Автовоз" in both). */
export function distinctTexts(
  languages: DocumentLanguages,
  pick: (language: DocumentLanguage) => string,
): string[] {
  return [...new Set(languages.map(pick))];
}

/** A value named in each language, e.g. "Тент" or "Өзітүсіргіш / Самосвал". */
export function joined(
  languages: DocumentLanguages,
  pick: (language: DocumentLanguage) => string,
): string {
  return distinctTexts(languages, pick).join(' / ');
}

/** A field label, one line per language. */
export function label(
  languages: DocumentLanguages,
  pick: (language: DocumentLanguage) => string,
): ContentStack {
  return { stack: distinctTexts(languages, pick), style: 'label' };
}

/** A section heading, numbered, in each language. */
export function heading(
  languages: DocumentLanguages,
  number: number | null,
  pick: (language: DocumentLanguage) => string,
): Content {
  const prefix = number === null ? '' : `${number}. `;
  return parallel(languages, (language) => ({
    text: `${prefix}${pick(language)}`,
    style: 'heading',
  }));
}

/** Rows of label → value in a two-column table with thin rules. */
export function fieldTable(
  rows: readonly (readonly [Content, Content])[],
  labelWidth = 150,
): Content {
  return {
    table: {
      widths: [labelWidth, '*'],
      body: rows.map(([name, value]) => [name, value] as TableCell[]),
    },
    layout: thinRules,
  };
}

export const thinRules = {
  hLineWidth: () => 0.4,
  vLineWidth: () => 0.4,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** A page footer: the document's name and number, and "page n of m" in each language. */
export function pageFooter(
  languages: DocumentLanguages,
  pick: (language: DocumentLanguage, page: number, pages: number) => string,
): (page: number, pages: number) => Content {
  return (page, pages) => ({
    text: distinctTexts(languages, (language) => pick(language, page, pages)).join('  ·  '),
    style: 'small',
    color: '#777777',
    alignment: 'center',
    margin: [36, 12, 36, 0],
  });
}

export const BCP47: Record<DocumentLanguage, string> = {
  kz: 'kk-KZ',
  ru: 'ru-RU',
  zh: 'zh-CN',
  en: 'en',
};
