import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * "Who may do what to which record" has one home (docs/architecture.md, "Where a rule lives"):
 * the permission table for roles, `platform/access/` for records, the state machine for
 * orders. These walk the modules, as the route-walk test walks routes, so that a service
 * cannot start without its check nor decide by role on its own.
 */
const modulesRoot = fileURLToPath(new URL('../src/modules', import.meta.url));

function serviceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serviceFiles(full);
    const isService = entry.name.endsWith('.ts') && !/(\.test|repo|routes)\.ts$/.test(entry.name);
    return isService ? [full] : [];
  });
}

/**
 * Checks a service may open with: the permission table's, the record resolver's (which may
 * hand on the records it admitted: `const [file] = await requireAccess(…)`), or the order
 * executors, whose own first line is the permission's (`perform-order-action.ts`,
 * `perform-order-creation.ts`).
 */
const FIRST_LINE_CHECK =
  /^(const [^=]+= )?(await )?(assertPermission|requireAccess|checkAccess|performOrderAction|performOrderCreation)\(/;

/**
 * Access helpers, called by services after their check, live in access files: `access.ts`,
 * `*-access.ts` and the staff section's scope.
 */
const ACCESS_FILE = /(^|[\\/])([a-z-]+-)?access\.ts$|staff-scope\.ts$/;

/** Exported functions taking the signed-in `actor` whose first statement is not a check. */
function servicesWithoutCheck(fileName: string, source: string): string[] {
  if (ACCESS_FILE.test(fileName)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const functions = new Map<string, ts.FunctionDeclaration>();
  file.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
  });
  const opensWithCheck = (declaration: ts.FunctionDeclaration, seen: Set<string>): boolean => {
    // Reading the request into constants (no await: nothing is fetched) may come first.
    const first = declaration.body?.statements.find(
      (statement) =>
        !(ts.isVariableStatement(statement) && !statement.getText(file).includes('await')),
    );
    if (!first) return false;
    const text = first.getText(file).replace(/^return /, '');
    if (FIRST_LINE_CHECK.test(text)) return true;
    // Delegating at once to a function of the file that opens with the check counts as it.
    const callee = /^(?:await )?(\w+)\(/.exec(text)?.[1];
    const target = callee ? functions.get(callee) : undefined;
    return (
      target !== undefined &&
      !seen.has(callee ?? '') &&
      opensWithCheck(target, seen.add(callee ?? ''))
    );
  };
  return [...functions.values()]
    .filter(
      (declaration) =>
        declaration.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        declaration.parameters.some((parameter) => parameter.name.getText(file) === 'actor'),
    )
    .filter((declaration) => !opensWithCheck(declaration, new Set()))
    .map((declaration) => declaration.name?.text ?? '?');
}

/** A decision by the caller's role: a comparison, a membership test or a list of roles. */
const ROLE_DECISION = /\.role\s*[!=]==|ROLES\.includes\(|roles\.includes\(|\[\s*Role\.[A-Z_]+/;

function roleDecisions(source: string): string[] {
  return source.split('\n').filter((line) => ROLE_DECISION.test(line));
}

const files = serviceFiles(modulesRoot).map((file) => ({
  name: path.relative(modulesRoot, file),
  source: readFileSync(file, 'utf8'),
}));

describe('services and the access rules', () => {
  it('every exported service opens with its permission or record check', () => {
    const unchecked = files.flatMap(({ name, source }) =>
      servicesWithoutCheck(name, source).map((service) => `${name}: ${service}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(unchecked).toEqual([]);
  });

  it('no module decides by role; the permission table and platform/access/ do', () => {
    const decisions = files.flatMap(({ name, source }) =>
      roleDecisions(source).map((line) => `${name}: ${line.trim()}`),
    );
    expect(decisions).toEqual([]);
  });

  it('finds a service that forgot its check, and one that delegates to a checked one', () => {
    const planted = `
      export async function approve(deps: Deps, actor: AuthUser, id: string) {
        const approved = true;
        return decide(deps, actor, id, approved);
      }
      async function decide(deps: Deps, actor: AuthUser, id: string, approved: boolean) {
        const row = await findRow(deps.db, id);
        return row;
      }
      export async function peek(deps: Deps, actor: AuthUser, id: string) {
        const row = await findRow(deps.db, id);
        assertPermission(actor, 'read:file:party');
        return row;
      }
      export async function read(deps: Deps, actor: AuthUser, id: string) {
        await requireAccess(deps.db, actor, 'read:file:party', [id]);
        return findRow(deps.db, id);
      }`;
    expect(servicesWithoutCheck('orders/planted.ts', planted)).toEqual(['approve', 'peek']);
    const checked = planted.replace('const row =', "assertPermission(actor, 'x');\n const row =");
    // `approve` is checked through `decide` now; `peek` reads before its check.
    expect(servicesWithoutCheck('orders/planted.ts', checked)).toEqual(['peek']);
  });

  it('finds each kind of role decision planted in a module', () => {
    expect(
      roleDecisions(
        [
          'if (actor.role === Role.CB) return;',
          'if (PLATFORM_ROLES.includes(actor.role)) return;',
          'notify(db, id, [Role.DRIVER_COMPANY, Role.LOGISTICIAN]);',
          "assertPermission(actor, 'read:order:party');",
        ].join('\n'),
      ),
    ).toHaveLength(3);
  });
});
