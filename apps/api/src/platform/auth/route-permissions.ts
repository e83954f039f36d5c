import { allowedDuringReview, rolesWith } from '@freight/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { PUBLIC_ACCESS, type RoutePermission } from './guard.js';

/** A registered route and the permission it declares (undefined: it declares none). */
export interface RouteDeclaration {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its declared permission (for the route walk test). */
    routeDeclarations(): RouteDeclaration[];
  }
}

/** The OpenAPI extension that states an operation's permission. */
export const PERMISSION_EXTENSION = 'x-permission';

function permissionNote(permission: RoutePermission): string {
  if (permission === PUBLIC_ACCESS) return 'Permission: public (no sign-in needed).';
  const review = allowedDuringReview(permission)
    ? ' It stays open to the owner of a rejected company during review.'
    : '';
  return `Permission: \`${permission}\` (${rolesWith(permission).join(', ')}).${review}`;
}

/** The route's schema with its permission written into the OpenAPI operation. */
function documented(schema: FastifySchema, permission: RoutePermission): FastifySchema {
  const described = schema as FastifySchema & { description?: string; security?: unknown };
  const note = permissionNote(permission);
  return {
    ...schema,
    [PERMISSION_EXTENSION]: permission,
    description: described.description ? `${described.description}\n\n${note}` : note,
    // A guarded route takes the bearer token; the permission says so, the route need not.
    ...(permission !== PUBLIC_ACCESS && !described.security ? { security: [{ bearer: [] }] } : {}),
  } as FastifySchema;
}

/**
 * Writes each route's declared permission into the OpenAPI document (`x-permission` on the
 * operation and a line in its description) and keeps the routes, so a test can walk them.
 * Register before any route: an onRoute hook sees only the routes added after it.
 */
export function declareRoutePermissions(app: FastifyInstance): void {
  // The options objects themselves: hooks of inner plugins may still set the permission.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const permission = route.config?.permission;
    if (permission !== undefined) route.schema = documented(route.schema ?? {}, permission);
  });
  app.decorate('routeDeclarations', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        permission: route.config?.permission,
      })),
    ),
  );
}
