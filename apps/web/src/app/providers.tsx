import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n } from '../lib/i18n/i18n';
import { ANTD_LOCALES } from '../lib/i18n/locale-settings';
import { APP_THEME, APP_THEME_WITHOUT_MOTION } from '../ui/theme/app-theme';
import { usePrefersReducedMotion } from '../ui/theme/reduced-motion';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Data, translations and Ant Design (its locale follows the interface language, its colours
 * the app's AA palette, its motion the reader's setting).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={ANTD_LOCALES[currentLanguage()]}
          theme={reducedMotion ? APP_THEME_WITHOUT_MOTION : APP_THEME}
        >
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
