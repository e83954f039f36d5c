// An ESLint plugin over the API's module graph (module-graph.mjs): no import may close a cycle
// between modules, and the order's wing depends one way — actions on the core, never the
// reverse. eslint-plugin-boundaries checks layers within a file's own import; a cycle needs the
// whole graph, which this rule reads once per process from the sources on disk.
import path from 'node:path';
import { buildModuleGraph, moduleOf, pathBetween, resolveSource } from './module-graph.mjs';

/** Every message of this plugin carries this; apps/api/test/lint-boundaries.test.ts reads it. */
export const MODULES = 'API modules:';

const graphs = new Map();
function graphOf(sourceRoot) {
  if (!graphs.has(sourceRoot)) graphs.set(sourceRoot, buildModuleGraph(sourceRoot));
  return graphs.get(sourceRoot);
}

const matches = (pattern, module) =>
  pattern.endsWith('/*') ? module.startsWith(pattern.slice(0, -1)) : module === pattern;

const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules depend one way: no cycle, no import a rule forbids.' },
    schema: [
      {
        type: 'object',
        properties: {
          sourceRoot: { type: 'string' },
          forbidden: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                to: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                because: { type: 'string' },
              },
              required: ['from', 'to', 'because'],
              additionalProperties: false,
            },
          },
        },
        required: ['sourceRoot'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { sourceRoot, forbidden = [] } = context.options[0];
    const file = context.filename;
    const relative = path.relative(sourceRoot, file);
    if (relative.startsWith('..')) return {};
    const from = moduleOf(relative);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveSource(file, specifier);
      if (!target) return;
      const to = moduleOf(path.relative(sourceRoot, target));
      if (to === from) return;
      for (const rule of forbidden) {
        const applies =
          rule.from.some((pattern) => matches(pattern, from)) &&
          rule.to.some((pattern) => matches(pattern, to)) &&
          !(rule.except ?? []).some((pattern) => matches(pattern, to));
        if (applies) {
          context.report({
            node,
            message: `${MODULES} ${from} may not import ${to}: ${rule.because}`,
          });
          return;
        }
      }
      const back = pathBetween(graphOf(sourceRoot), to, from);
      if (back) {
        context.report({
          node,
          message: `${MODULES} ${from} → ${to} closes a cycle (${back.join(' → ')}); modules depend one way.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'one-way': oneWay } };
