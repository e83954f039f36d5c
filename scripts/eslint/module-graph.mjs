// The API's modules and the imports between them, read from the sources on disk: what the
// module-boundaries lint rule and `npm run modules` reason about (docs/architecture.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders under modules/ whose sub-folders are modules of their own (the order's wing). */
const WINGS = new Set(['orders']);

/**
 * The module a source file of apps/api/src belongs to: `modules/<name>` (in a wing,
 * `modules/orders/<group>`, its loose files `modules/orders`), else its top folder (`db`,
 * `platform`, `seed`) or, for the entry files beside them, `entry`.
 */
export function moduleOf(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] === 'modules') {
    if (parts.length === 2) return 'entry';
    if (WINGS.has(parts[1]) && parts.length > 3) return `modules/${parts[1]}/${parts[2]}`;
    return `modules/${parts[1]}`;
  }
  return parts.length === 1 ? 'entry' : parts[0];
}

/** The relative specifiers a source imports or re-exports, type-only ones included. */
export function importedSpecifiers(source) {
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** The TypeScript file a relative specifier names (`./repo.js` is `./repo.ts`), or null. */
export function resolveSource(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate)) ?? null;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** module → (module → the first import that makes the edge, `file → file`). */
export function buildModuleGraph(sourceRoot) {
  const graph = new Map();
  for (const file of sourceFiles(sourceRoot)) {
    const from = moduleOf(path.relative(sourceRoot, file));
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSource(file, specifier);
      if (!target) continue;
      const to = moduleOf(path.relative(sourceRoot, target));
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) {
        edges.set(to, `${path.relative(sourceRoot, file)} → ${path.relative(sourceRoot, target)}`);
      }
    }
  }
  return graph;
}

/** The modules from `start` to `goal` along imports (both included), or null when none. */
export function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Each pair of modules that reach each other, once, with the route back. */
export function moduleCycles(graph) {
  const cycles = [];
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      const back = pathBetween(graph, to, from);
      if (back && from < to) cycles.push([from, ...back]);
    }
  }
  return cycles;
}
