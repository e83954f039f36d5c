import { use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoadContext } from '../lib/routing/page-load';
import { PageLoading } from '../ui/page-loading';

/**
 * The app's route for /login. The sign-in is a page of its own that main.tsx starts on a full
 * load (decision 027), so whatever in the app leads there — the guard, a sign-out, an expired
 * session, a link — ends here, and this loads the address afresh, `?next=` included.
 */
export function SignInHandOff() {
  const { pathname, search } = useLocation();
  const loadPage = use(PageLoadContext);
  useEffect(() => {
    loadPage(`${pathname}${search}`);
  }, [loadPage, pathname, search]);
  return <PageLoading />;
}
