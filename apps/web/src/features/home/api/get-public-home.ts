import { publicHomeSchema, type PublicHome } from '@freight/shared';
import { useEffect, useState } from 'react';

export type PublicHomeState =
  { status: 'loading' } | { status: 'ready'; home: PublicHome } | { status: 'error' };

export async function getPublicHome(signal?: AbortSignal): Promise<PublicHome> {
  const response = await fetch('/api/public/home', {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/public/home answered ${response.status}`);
  return publicHomeSchema.parse(await response.json());
}

/**
 * The homepage's live figures and partners, fetched once after the page shows. A plain effect
 * rather than TanStack Query: the public page ships without the app's query client, and one
 * public, server-cached answer per visit needs no cache of its own.
 */
export function usePublicHome(): PublicHomeState {
  const [state, setState] = useState<PublicHomeState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getPublicHome(controller.signal).then(
      (home) => setState({ status: 'ready', home }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
