import { allowedDuringReview, can, rolesWith, type Permission, type Role } from '@freight/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, accessDenied } from '../errors/app-error.js';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route demands (packages/shared/src/auth/permissions.ts), or 'public'. Every
     * route under /api declares one; a test walks the routes and fails on one that does not.
     */
    permission?: Permission | typeof PUBLIC_ACCESS;
  }
}

/** The declaration of a route anyone may call, signed in or not. */
export const PUBLIC_ACCESS = 'public';

/** Route options of a public route: `app.post(url, { ...publicRoute(), schema }, handler)`. */
export function publicRoute() {
  return { config: { permission: PUBLIC_ACCESS } } as const;
}

/**
 * Route options that declare `permission` and guard the route with it:
 * `app.post(url, { ...guardedBy('sign_contract:order:party'), schema }, handler)`.
 * The guard admits the roles of the table; the service checks the same entry first.
 */
export function guardedBy(permission: Permission) {
  const duringReview = allowedDuringReview(permission);
  const roles = rolesWith(permission);
  const preHandler: preHandlerAsyncHookHandler = async function checkPermission(
    this: FastifyInstance,
    request,
  ) {
    const user = await authenticate(this, request, roles);
    if (user.underReview && !duringReview) throw new AppError('REGISTRATION_NOT_APPROVED');
  };
  return { config: { permission }, preHandler } as const;
}

/** The first line of a service: the caller holds `permission`, else 403. */
export function assertPermission(actor: Pick<AuthUser, 'role'>, permission: Permission): void {
  if (!can(actor.role, permission)) throw accessDenied();
}
