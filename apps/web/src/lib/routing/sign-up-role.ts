import { CompanyKind } from '@freight/shared';

/** `/sign-up?role=forwarder`: the homepage's calls to action open the form of the chosen role. */
const SIGN_UP_ROLE_PARAM = 'role';

export function signUpPath(kind: CompanyKind): string {
  return `/sign-up?${SIGN_UP_ROLE_PARAM}=${kind.toLowerCase()}`;
}

/** The role the address asks for, or null (an unknown value shows the role choice). */
export function signUpRoleFrom(search: URLSearchParams): CompanyKind | null {
  const asked = search.get(SIGN_UP_ROLE_PARAM)?.toUpperCase();
  return Object.values(CompanyKind).find((kind) => kind === asked) ?? null;
}
