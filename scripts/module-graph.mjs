// Prints the API's modules in layers (each imports only modules of the layers before it) and
// fails when two modules reach each other: `npm run modules`.
import { fileURLToPath } from 'node:url';
import { buildModuleGraph, moduleCycles } from './eslint/module-graph.mjs';

const sourceRoot = fileURLToPath(new URL('../apps/api/src', import.meta.url));
const graph = buildModuleGraph(sourceRoot);
const cycles = moduleCycles(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`cycle: ${cycle.join(' → ')}`);
  process.exit(1);
}
const modules = new Set([
  ...graph.keys(),
  ...[...graph.values()].flatMap((edges) => [...edges.keys()]),
]);
const placed = new Set();
for (let depth = 0; placed.size < modules.size; depth += 1) {
  const layer = [...modules].filter(
    (module) =>
      !placed.has(module) && [...(graph.get(module)?.keys() ?? [])].every((to) => placed.has(to)),
  );
  for (const module of layer) placed.add(module);
  console.log(`layer ${depth}: ${layer.sort().join(', ')}`);
}
const edges = [...graph.values()].reduce((sum, to) => sum + to.size, 0);
console.log(`${modules.size} modules, ${edges} dependencies between them, 0 cycles`);
