import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's import-boundary rules (eslint.config.js, docs/architecture.md "Permissions and
 * layers"), proved on snippets: each forbidden import is linted as if it stood in a file of
 * that layer and must be refused with the layer rule's message; allowed imports pass.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const source = (file: string) => path.join(repoRoot, 'apps/api/src', file);

let eslint: ESLint;

beforeAll(() => {
  // Only the import rules matter here; the type-aware rules would build a program per snippet.
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The messages of `rule` ESLint reports for `code` standing in `file` (a path of the repo). */
async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule || message.message.includes(rule))
    .map((message) => message.message);
}

/** The layer messages ESLint reports for `code` standing in `file` of apps/api/src. */
const layerMessages = (file: string, code: string) =>
  messagesOf('API layers:', path.relative(repoRoot, source(file)), code);

const using = (name: string, from: string) =>
  `import { ${name} } from '${from}';\n\nexport const used = [${name}];\n`;

describe('the API layer boundaries', () => {
  it.each([
    {
      forbidden: 'a route importing a repository',
      file: 'modules/orders/routes.ts',
      code: using('findOrder', './core/order-repo.js'),
      refusal: 'a route calls services, never a repository or the database',
    },
    {
      forbidden: 'a route importing the database schema',
      file: 'modules/orders/routes.ts',
      code: using('orders', '../../db/schema.js'),
      refusal: 'a route calls services, never a repository or the database',
    },
    {
      forbidden: 'a service importing the database schema',
      file: 'modules/orders/get-order.ts',
      code: using('orders', '../../db/schema.js'),
      refusal: 'a service reaches the database through repositories',
    },
    {
      forbidden: 'a service importing drizzle-orm',
      file: 'modules/orders/get-order.ts',
      code: using('eq', 'drizzle-orm'),
      refusal: 'drizzle-orm belongs in repositories',
    },
    {
      forbidden: 'platform code importing drizzle-orm outside a repository',
      file: 'platform/auth/guard.ts',
      code: using('sql', 'drizzle-orm'),
      refusal: 'drizzle-orm belongs in repositories',
    },
    {
      forbidden: "a service importing another module's repository",
      file: 'modules/orders/create-order.ts',
      code: using('findCompany', '../companies/company-repo.js'),
      refusal: "another module's repository is private to it",
    },
    {
      forbidden: "a repository importing another module's repository",
      file: 'modules/orders/core/order-repo.ts',
      code: using('findDriver', '../../fleet/drivers/repo.js'),
      refusal: "another module's repository is private to it",
    },
    {
      forbidden: 'a repository importing a service',
      file: 'modules/orders/core/order-repo.ts',
      code: using('loadOrderCaller', './order-access.js'),
      refusal: 'a repository builds on the database, never on services',
    },
    {
      forbidden: 'a service importing a route',
      file: 'modules/orders/get-order.ts',
      code: using('orderRoutes', './routes.js'),
      refusal: 'routes are leaves',
    },
    {
      forbidden: 'platform code importing a module',
      file: 'platform/auth/guard.ts',
      code: using('getOrder', '../../modules/orders/get-order.js'),
      refusal: 'platform code sits below the modules',
    },
    {
      forbidden: 'the database layer importing platform code',
      file: 'db/search.ts',
      code: using('AppError', '../platform/errors/app-error.js'),
      refusal: 'the database layer imports nothing above it',
    },
    {
      forbidden: 'a companies service importing the trip',
      file: 'modules/companies/company-view.ts',
      code: using('getTrip', '../orders/trip/get-trip.js'),
      refusal: "companies and auth sit below the order's wing and never import orders/",
    },
    {
      forbidden: 'an auth route importing the trip',
      file: 'modules/auth/login-routes.ts',
      code: using('tripRoutes', '../orders/trip/routes.js'),
      refusal: "companies and auth sit below the order's wing and never import orders/",
    },
  ])('rejects $forbidden', async ({ file, code, refusal }) => {
    const messages = await layerMessages(file, code);
    expect(messages.length, messages.join('\n')).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain(refusal);
  });

  it.each([
    {
      allowed: 'a route importing a service and the platform',
      file: 'modules/orders/routes.ts',
      code: `${using('getOrder', './get-order.js')}${using('guardedBy', '../../platform/auth/guard.js').replace('used', 'guard')}`,
    },
    {
      allowed: "a service importing its module's repository and the database handle",
      file: 'modules/orders/get-order.ts',
      code: `${using('findOrder', './core/order-repo.js')}${using('readTogether', '../../db/read-together.js').replace('used', 'reads')}`,
    },
    {
      allowed: "a service importing another module's service",
      file: 'modules/orders/core/order-notices.ts',
      code: using('notifyCompany', '../../notifications/service.js'),
    },
    {
      allowed: 'a repository importing drizzle-orm and the schema',
      file: 'modules/orders/core/order-repo.ts',
      code: `${using('eq', 'drizzle-orm')}${using('orders', '../../../db/schema.js').replace('used', 'tables')}`,
    },
    {
      allowed: 'a companies service importing the trust score',
      file: 'modules/companies/company-view.ts',
      code: using('loadTrustScore', '../ratings/company-trust-score.js'),
    },
  ])('accepts $allowed', async ({ file, code }) => {
    expect(await layerMessages(file, code)).toEqual([]);
  });
});

describe('the API modules depend one way', () => {
  it.each([
    {
      forbidden: 'the order core importing the trip',
      file: 'modules/orders/core/order-access.ts',
      code: using('getTrip', '../trip/get-trip.js'),
      refusal: 'modules/orders/core may not import modules/orders/trip',
    },
    {
      forbidden: 'the order core importing a group of order actions',
      file: 'modules/orders/core/order-view.ts',
      code: using('acceptResponse', '../responses/accept-response.js'),
      refusal: 'modules/orders/core may not import modules/orders/responses',
    },
    {
      forbidden: 'the document registry importing an order action',
      file: 'modules/documents/list-documents.ts',
      code: using('createOrder', '../orders/create-order.js'),
      refusal: 'documents/ keeps the registry and depends at most on the order core',
    },
    {
      forbidden: 'the trust score importing the companies that show it',
      file: 'modules/ratings/company-trust-score.ts',
      code: using('getCompanyDetail', '../companies/review/get-company-detail.js'),
      refusal:
        'modules/ratings → modules/companies closes a cycle (modules/companies → modules/ratings)',
    },
    {
      forbidden: 'the database layer importing the demo seed',
      file: 'db/client.ts',
      code: using('seedDemoData', '../seed/demo.js'),
      refusal: 'db → seed closes a cycle',
    },
  ])('rejects $forbidden', async ({ file, code, refusal }) => {
    const messages = await messagesOf('API modules:', path.relative(repoRoot, source(file)), code);
    expect(messages.join('\n')).toContain(refusal);
  });

  it('accepts an order action importing the core', async () => {
    const code = using('requireVisibleOrder', '../core/order-access.js');
    const file = path.relative(repoRoot, source('modules/orders/problems/report-problem.ts'));
    expect(await messagesOf('API modules:', file, code)).toEqual([]);
  });
});

describe('no import cycle between files', () => {
  it.each([
    {
      where: 'the API',
      file: 'apps/api/src/modules/orders/core/order-repo.ts',
      code: using('loadOrderCaller', './order-access.js'),
    },
    {
      where: 'the web app',
      file: 'apps/web/src/lib/i18n/language.ts',
      code: using('initI18n', './i18n'),
    },
    {
      where: 'the shared package',
      file: 'packages/shared/src/orders/order-status-groups.ts',
      code: using('ORDER_STATUS_GROUPS', './index.js'),
    },
  ])('rejects one planted in $where', async ({ file, code }) => {
    const messages = await messagesOf('import-x/no-cycle', file, code);
    expect(messages.join('\n')).toContain('Dependency cycle');
  });
});
