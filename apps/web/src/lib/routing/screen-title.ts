import { useTranslation } from 'react-i18next';
import { useMatches, type UIMatch } from 'react-router';

/**
 * What a route of the route table declares about its screen: the `common` key of its title.
 * The breadcrumb and the screen's heading both read it, so they never name a screen twice.
 */
export interface ScreenHandle {
  title?: string;
}

export function screenTitleKeyOf(match: Pick<UIMatch, 'handle'>): string | undefined {
  const { handle } = match;
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The current screen's title, in the reader's language; empty outside the route table. */
export function useScreenTitle(): string {
  const { t } = useTranslation();
  const key = useMatches()
    .map(screenTitleKeyOf)
    .findLast((title) => title !== undefined);
  return key ? t(key) : '';
}
