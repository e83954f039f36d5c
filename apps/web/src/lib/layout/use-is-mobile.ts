import { useSyncExternalStore } from 'react';

/** Spec section 9: up to this width the layout takes its phone form. */
export const MOBILE_MAX_WIDTH_PX = 768;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True up to 768 px wide: the side menu becomes a drawer and wide tables become card lists.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
