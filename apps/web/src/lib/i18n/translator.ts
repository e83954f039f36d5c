import type { i18n } from 'i18next';

/**
 * What the message helpers read of a translation instance: the signed-in app's
 * (`lib/i18n/i18n.ts`) or the one of a page started without the app (`lib/i18n/page-i18n.ts`).
 */
export type Translator = Pick<i18n, 't' | 'exists'>;
