import {
  OrderAction,
  orderActionPermission,
  PERMISSIONS,
  rolesWith,
  type Permission,
} from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { PUBLIC_ACCESS } from './guard.js';
import { PERMISSION_EXTENSION } from './route-permissions.js';

interface OpenApiOperation {
  description?: string;
  security?: unknown[];
  [PERMISSION_EXTENSION]?: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe(`route permissions (${testDriver})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const apiRoutes = () =>
    ctx.app.routeDeclarations().filter((route) => route.url.startsWith('/api'));

  it('every API route declares a permission', () => {
    const routes = apiRoutes();
    // The walk covers the whole API, not a few routes registered early.
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes
      .filter((route) => route.permission === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares only permissions of the table, or public', () => {
    for (const route of apiRoutes()) {
      const known = route.permission === PUBLIC_ACCESS || route.permission! in PERMISSIONS;
      expect(known, `${route.method} ${route.url}: ${route.permission}`).toBe(true);
    }
  });

  it('guards order actions with the permission the state machine names', () => {
    const declared = (method: string, url: string) =>
      apiRoutes().find((route) => route.method === method && route.url === url)?.permission;
    expect(declared('POST', '/api/orders/:id/publish')).toBe(
      orderActionPermission(OrderAction.PUBLISH),
    );
    expect(declared('POST', '/api/orders/:id/responses/:responseId/accept')).toBe(
      orderActionPermission(OrderAction.ACCEPT_RESPONSE),
    );
    expect(declared('POST', '/api/auth/login')).toBe(PUBLIC_ACCESS);
  });

  it("states each operation's permission in the OpenAPI document", () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const publish = document.paths['/api/orders/{id}/publish']?.post;
    const permission: Permission = orderActionPermission(OrderAction.PUBLISH);
    expect(publish?.[PERMISSION_EXTENSION]).toBe(permission);
    expect(publish?.description).toContain(`Permission: \`${permission}\``);
    for (const role of rolesWith(permission)) expect(publish?.description).toContain(role);
    expect(publish?.security).toEqual([{ bearer: [] }]);

    const login = document.paths['/api/auth/login']?.post;
    expect(login?.[PERMISSION_EXTENSION]).toBe(PUBLIC_ACCESS);
    expect(login?.description).toContain('Permission: public');
    expect(login?.security).toBeUndefined();
  });

  it('documents every operation of the OpenAPI document with its permission', () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const missing = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation[PERMISSION_EXTENSION] === undefined)
        .map(([method]) => `${method} ${url}`),
    );
    expect(missing).toEqual([]);
  });
});
