import { allowedDuringReview, can, type Permission } from '@freight/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError, accessDenied } from '../errors/app-error.js';
import { tooManyAttempts } from '../limits/refuse-over-limit.js';
import type { AuthUser } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard below; absent on public routes. */
    authUser?: AuthUser;
  }

  interface FastifyContextConfig {
    /**
     * What the route demands (packages/shared/src/auth/permissions.ts), or 'public'. Every
     * route under /api declares one; a test walks the routes and fails on one that does not.
     */
    permission?: RoutePermission;
  }
}

/** The declaration of a route anyone may call, signed in or not. */
export const PUBLIC_ACCESS = 'public';

export type RoutePermission = Permission | typeof PUBLIC_ACCESS;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Why a verified session may not use `permission`, or null when it may: the wrong kind of
 * account (403), or the owner of a rejected company outside what it keeps during review.
 */
export function refusalOf(user: AuthUser, permission: Permission): AppError | null {
  if (!can(user.role, permission)) return accessDenied();
  if (user.underReview && !allowedDuringReview(permission)) {
    return new AppError('REGISTRATION_NOT_APPROVED');
  }
  return null;
}

/** Route options of a public route: `app.post(url, { ...publicRoute(), schema }, handler)`. */
export function publicRoute(config: Omit<FastifyContextConfig, 'permission'> = {}) {
  return { config: { ...config, permission: PUBLIC_ACCESS } } as const;
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write of a signed-in user counts toward `writeRateLimitMax` per
 * `writeRateLimitWindowMs`, across all instances: a runaway script or a stuck client is held
 * back with 429 and `Retry-After` before its request does anything, so a refused write changes
 * nothing. The limit sits far above what a person can click.
 */
async function limitWrites(app: FastifyInstance, user: AuthUser, reply: FastifyReply) {
  const { writeRateLimitMax, writeRateLimitWindowMs } = app.config;
  const state = await app.sharedCounters.hit(`write|${user.id}`, writeRateLimitWindowMs);
  if (state.hits > writeRateLimitMax) throw tooManyAttempts(reply, state.msUntilReset);
}

/**
 * Route options that declare `permission` and guard the route with it:
 * `app.post(url, { ...guardedBy('sign_contract:order:party'), schema }, handler)`.
 * The guard admits the roles of the table (the service checks the same entry first) and counts
 * the user's writes.
 */
export function guardedBy(permission: Permission) {
  const preHandler: preHandlerAsyncHookHandler = async function checkPermission(
    this: FastifyInstance,
    request,
    reply,
  ) {
    const token = bearerToken(request);
    const user = token ? await this.tokens.verify(token) : null;
    if (!user) throw new AppError('UNAUTHORIZED');
    const refusal = refusalOf(user, permission);
    if (refusal) throw refusal;
    request.authUser = user;
    if (!READ_METHODS.has(request.method)) await limitWrites(this, user, reply);
  };
  return { config: { permission }, preHandler } as const;
}

/**
 * Route options of a route that authenticates inside its handler and checks `permission`
 * there with `refusalOf` (the WebSocket: a browser cannot send it an Authorization header).
 */
export function checkedInHandler(permission: Permission) {
  return { config: { permission } } as const;
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHORIZED');
  return request.authUser;
}

/** The first line of a service: the caller holds `permission`, else 403. */
export function assertPermission(actor: Pick<AuthUser, 'role'>, permission: Permission): void {
  if (!can(actor.role, permission)) throw accessDenied();
}
