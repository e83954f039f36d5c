import { Suspense, type ReactNode } from 'react';
import { PageLoading } from './page-loading';

/**
 * Holds a screen while its own translation namespace loads (lib/i18n loads those on first
 * use), so only the screen shows the loading state, not the whole app.
 */
export function ScreenTexts({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
