/**
 * The sign-in is a page of its own: main.tsx starts it, without the signed-in app, on a full
 * load of this path (decision 027). Whatever sends a user there passes where to return to as
 * `?next=`, which survives that load where the router's state would not.
 */
export const SIGN_IN_PATH = '/login';

const RETURN_PARAMETER = 'next';

/** `/login`, or `/login?next=<path>` to come back to `returnTo` after signing in. */
export function signInPath(returnTo?: string): string {
  if (returnTo === undefined) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAMETER]: returnTo }).toString()}`;
}

/**
 * The sign-in address's `next`, if it is a page of this site worth returning to: a path
 * (`/…`), never another site (`//host`, `/\host`, or anything the URL parser resolves
 * elsewhere) nor the sign-in itself.
 */
export function returnPathOf(location: Pick<Location, 'search' | 'origin'>): string | null {
  const next = new URLSearchParams(location.search).get(RETURN_PARAMETER);
  if (next === null || !next.startsWith('/') || next.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(next, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname.startsWith(SIGN_IN_PATH)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
