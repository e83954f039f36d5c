import type { Language } from '@freight/shared';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import kkKZ from 'antd/es/locale/kk_KZ';
import ruRU from 'antd/es/locale/ru_RU';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import { HTML_LANG } from './language';

// The ES modules, not `antd/locale/*` (CommonJS, which drags a second copy of Ant Design's
// date and calendar code into the first page).
type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

dayjs.extend(relativeTime);

/** Ant Design's own texts (pagination, empty states, pickers) follow the interface language. */
export const ANTD_LOCALES: Record<Language, AntdLocale> = {
  kz: kkKZ,
  ru: ruRU,
  zh: zhCN,
  en: enUS,
};

export const DAYJS_LOCALES: Record<Language, string> = {
  kz: 'kk',
  ru: 'ru',
  zh: 'zh-cn',
  en: 'en',
};

/** Points <html lang> and dayjs at the language; Ant Design follows through ConfigProvider. */
export function applyLanguageToPage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
  dayjs.locale(DAYJS_LOCALES[language]);
}
