import path from 'node:path';
import type { Plugin } from 'vite';

/** A screen whose first visit should download few files. */
export interface FirstVisitScreen {
  /** The chunk's name (`[name]` in the file name). */
  chunk: string;
  /** The screen's module, relative to the web app's root. */
  module: string;
}

/** One of rolldown's `output.codeSplitting.groups`. */
interface ChunkGroup {
  name: string;
  test: (moduleId: string) => boolean;
  priority: number;
}

/** A package's barrel, followed to the modules whose exports an importer names. */
export interface Barrel {
  /** How the app imports it: `@freight/shared`. */
  specifier: string;
  /** Its module, relative to the web app's root; its `index.ts` files only re-export. */
  module: string;
}

/** `import { a, b as c } from '<specifier>'` in a module's transformed code (types are gone). */
function namesImportedFrom(code: string, specifier: string): string[] {
  const names: string[] = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g');
  for (const [, list = ''] of code.matchAll(statement)) {
    for (const specifierText of list.split(',')) {
      const [name] = specifierText.trim().split(/\s+as\s+/);
      if (name) names.push(name);
    }
  }
  return names;
}

/** A page that starts without the screens' chunks (main.tsx), such as the homepage. */
export interface SeparateStart {
  /** The start's module; the modules of its directory are split as rolldown does. */
  module: string;
  /**
   * The chunk of what it loads (statically or later) that the screens or the other separate
   * starts use too (React, the shared package's modules), so that it loads none of theirs.
   */
  commonChunk: string;
}

/**
 * Rolldown's default split gives every set of screens sharing a module its own chunk: 45 files
 * on the sign-in's first visit, 97 on the requests list's, each answer carrying about 1 kB of
 * headers (Helmet's security headers, cache and encoding) for a body often smaller than that.
 * This gives each listed screen one chunk: the app's own modules the screen imports statically,
 * and — rolldown adds a group's dependencies to it — the library code they use after
 * tree-shaking. That walk stays inside the app's sources: barrels (`antd`, `@freight/shared`)
 * re-export far more than a screen uses. Screens are filled in the order listed, so a later
 * screen loads an earlier one's chunk for what they share: list first what every visit starts
 * with. The rest of the app is split as rolldown does.
 *
 * A separate start (the homepage, the sign-in: no Ant Design) must not load the screens'
 * chunks: what it shares with the screens or with another separate start gets its common
 * chunk, filled before the screens', the first start's first; what the entry imports goes to
 * that first common chunk too. Its walk cannot stay inside the app's sources, for the
 * libraries it shares; it reads the shared package's barrel as the modules declaring the
 * names imported from it, so a common chunk holds the shared modules the first screens import
 * and not the whole package (the exchange's gazetteer, used by later screens, stays theirs).
 */
export function firstVisitChunks({
  root,
  entry,
  separateStarts,
  screens,
  barrel,
}: {
  root: string;
  entry: string;
  separateStarts: SeparateStart[];
  screens: FirstVisitScreen[];
  barrel: Barrel;
}): { plugin: Plugin; groups: ChunkGroup[] } {
  const sources = path.resolve(root, 'src') + path.sep;
  const chunkOfModule = new Map<string, string>();
  const plugin: Plugin = {
    name: 'freight:first-visit-chunks',
    apply: 'build',
    buildEnd() {
      const moduleInfo = (moduleId: string) => {
        const info = this.getModuleInfo(moduleId);
        if (!info) throw new Error(`first-visit-chunks: ${moduleId} is not in the build`);
        return info;
      };
      // Each name the barrel re-exports, to the module that declares it.
      const barrelModule = path.resolve(root, barrel.module);
      const declaringModule = new Map<string, string>();
      const readBarrel = (moduleId: string) => {
        for (const reExported of moduleInfo(moduleId).importedIds) {
          if (path.basename(reExported) === 'index.ts') readBarrel(reExported);
          else
            for (const name of moduleInfo(reExported).exports)
              declaringModule.set(name, reExported);
        }
      };
      readBarrel(barrelModule);
      // What a module imports, the barrel read as the modules declaring the names it imports:
      // through the barrel, every module of the package would seem to be used.
      const importsOf = (info: { code: string | null; importedIds: readonly string[] }) =>
        info.importedIds.flatMap((imported) => {
          if (imported !== barrelModule) return [imported];
          return namesImportedFrom(info.code ?? '', barrel.specifier).map((name) => {
            const declaring = declaringModule.get(name);
            if (!declaring)
              throw new Error(`first-visit-chunks: ${barrel.specifier} has no ${name}`);
            return declaring;
          });
        });
      const closure = (
        starts: string[],
        within: (moduleId: string) => boolean,
        withDynamicImports = false,
      ) => {
        const seen = new Set<string>();
        const pending = starts.map((start) => path.resolve(root, start));
        for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
          if (seen.has(moduleId) || !within(moduleId)) continue;
          const info = moduleInfo(moduleId);
          seen.add(moduleId);
          pending.push(...importsOf(info));
          if (withDynamicImports) pending.push(...info.dynamicallyImportedIds);
        }
        return seen;
      };
      const appSources = (moduleId: string) => moduleId.startsWith(sources);
      const outside = (start: SeparateStart) => {
        const directory = path.dirname(path.resolve(root, start.module)) + path.sep;
        return (moduleId: string) => !moduleId.startsWith(directory);
      };
      const entryModule = path.resolve(root, entry);
      const claimed = new Set([entryModule]);
      chunkOfModule.clear();
      // What the entry imports (the preload helper, its own small modules) every start loads:
      // with the first separate start's common chunk, or a screen's group would take it in as
      // one of its dependencies and every start would load that screen's chunk.
      const [firstStart] = separateStarts;
      for (const moduleId of closure([entry], () => true)) {
        if (claimed.has(moduleId) || firstStart === undefined) continue;
        claimed.add(moduleId);
        chunkOfModule.set(moduleId, firstStart.commonChunk);
      }
      const screensModules = closure(
        screens.map((screen) => screen.module),
        () => true,
      );
      const startsModules = separateStarts.map((start) => {
        const notItsOwn = outside(start);
        return new Set([...closure([start.module], () => true, true)].filter(notItsOwn));
      });
      separateStarts.forEach((start, index) => {
        const usedElsewhere = (moduleId: string) =>
          screensModules.has(moduleId) ||
          startsModules.some((modules, other) => other !== index && modules.has(moduleId));
        for (const moduleId of startsModules[index] ?? new Set<string>()) {
          if (claimed.has(moduleId) || !usedElsewhere(moduleId)) continue;
          claimed.add(moduleId);
          chunkOfModule.set(moduleId, start.commonChunk);
        }
      });
      for (const screen of screens) {
        for (const moduleId of closure([screen.module], appSources)) {
          if (claimed.has(moduleId)) continue;
          claimed.add(moduleId);
          chunkOfModule.set(moduleId, screen.chunk);
        }
      }
    },
  };
  // Rolldown fills groups by priority; a module a higher group took is not taken again.
  const chunks = [
    ...separateStarts.map((start) => start.commonChunk),
    ...screens.map((screen) => screen.chunk),
  ];
  const groups = chunks.map((chunk, index) => ({
    name: chunk,
    test: (moduleId: string) => chunkOfModule.get(moduleId) === chunk,
    priority: chunks.length - index,
  }));
  return { plugin, groups };
}
