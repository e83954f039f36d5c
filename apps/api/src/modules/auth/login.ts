import {
  isRoleIn,
  LOGIN_PORTAL_ROLES,
  type LoginPortal,
  type LoginResponse,
  type Role,
} from '@freight/shared';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/app-error.js';
import { companyTrustScore, toAccount } from './account.js';
import { issueSession, sessionSubjectFor, type SessionDeps } from './issue-session.js';
import { findUserWithCompanyByLogin } from './user-repo.js';

export interface LoginInput {
  /** Which sign-in endpoint was called; each admits only its roles. */
  portal: LoginPortal;
  /** The normalised (trimmed, lower-cased) e-mail. */
  login: string;
  password: string;
  /** The security service's company BIN; required by the `cb` portal. */
  bin?: string;
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown logins are checked against this hash so that they cost as much time as known ones
 * and the response time does not tell which e-mails have accounts.
 */
function hashForUnknownUsers(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-for-unknown-logins');
  return dummyHash;
}

/**
 * Signs in with a login and password through one of the role portals. An account of another
 * role is answered exactly like an unknown login, so a portal never reveals who has which role.
 */
export async function login(deps: SessionDeps, input: LoginInput): Promise<LoginResponse> {
  const found = await findUserWithCompanyByLogin(deps.db, input.login);
  const admitted =
    found !== null && isRoleIn(found.user.role as Role, LOGIN_PORTAL_ROLES[input.portal]);
  if (!found || !admitted) {
    await verifyPassword(await hashForUnknownUsers(), input.password);
    throw new AppError('USER_NOT_FOUND');
  }

  if (!(await verifyPassword(found.user.passwordHash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (input.portal === 'cb' && (!found.company || found.company.bin !== input.bin)) {
    throw new AppError('INVALID_CREDENTIALS');
  }

  const subject = sessionSubjectFor(found);
  const tokens = await issueSession(deps, deps.db, subject, found.user.sessionEpoch);
  return { ...tokens, account: toAccount(found, await companyTrustScore(deps.db, found)) };
}
