import type { Role } from '@freight/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { AuthUser } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; absent on public routes. */
    authUser?: AuthUser;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  roles: readonly Role[],
): Promise<AuthUser> {
  const token = bearerToken(request);
  const user = token ? await app.tokens.verify(token) : null;
  if (!user) throw new AppError('UNAUTHORIZED');
  if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('ACCESS_DENIED');
  request.authUser = user;
  return user;
}

/**
 * The permission every protected route declares: which roles may call it (none listed: any
 * signed-in role). Services still check tenant access themselves; this only keeps out the
 * wrong kinds of account, and sessions of companies still under review.
 */
export function requireRoles(...roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async function checkRoles(this: FastifyInstance, request) {
    const user = await authenticate(this, request, roles);
    if (user.underReview) throw new AppError('REGISTRATION_NOT_APPROVED');
  };
}

/** Like `requireRoles`, but also admits the owner of a rejected company (review page, resubmit). */
export function requireRolesDuringReview(...roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async function checkRoles(this: FastifyInstance, request) {
    await authenticate(this, request, roles);
  };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHORIZED');
  return request.authUser;
}
