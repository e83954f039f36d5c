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

/**
 * Rolldown's default split gives every set of screens sharing a module its own chunk: 45 files
 * on the sign-in's first visit, 97 on the requests list's, each answer carrying about 1 kB of
 * headers (Helmet's security headers, cache and encoding) for a body often smaller than that.
 * This gives each listed screen one chunk: the app's own modules the screen imports statically,
 * and — rolldown adds a group's dependencies to it — the library code they use after
 * tree-shaking. That walk stays inside the app's sources: barrels (`antd`, `@freight/shared`)
 * re-export far more than a screen uses. The walk for `separateStart` cannot, for the libraries
 * it shares with the screens, so its common chunk holds every shared-package module the screens'
 * chunks use, needed by the start or not. Screens are filled in the order listed, so a later
 * screen loads an earlier one's chunk for what they share: list first what every visit starts
 * with. The entry keeps its own modules; the rest of the app is split as rolldown does.
 */
export function firstVisitChunks({
  root,
  entry,
  separateStart,
  screens,
}: {
  root: string;
  entry: string;
  /**
   * A start that must not load the screens' chunks (the homepage, without Ant Design): what it
   * and the modules it loads later share with the screens (React, translations) gets a chunk of
   * its own, `<chunk of the first screen>-common`.
   */
  separateStart: string;
  screens: FirstVisitScreen[];
}): { plugin: Plugin; groups: ChunkGroup[] } {
  const sources = path.resolve(root, 'src') + path.sep;
  const commonChunk = `${screens[0]?.chunk ?? 'app'}-common`;
  const chunkOfModule = new Map<string, string>();
  const plugin: Plugin = {
    name: 'freight:first-visit-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (
        starts: string[],
        within: (moduleId: string) => boolean,
        withDynamicImports = false,
      ) => {
        const seen = new Set<string>();
        const pending = starts.map((start) => path.resolve(root, start));
        for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
          if (seen.has(moduleId) || !within(moduleId)) continue;
          const info = this.getModuleInfo(moduleId);
          if (!info) throw new Error(`first-visit-chunks: ${moduleId} is not in the build`);
          seen.add(moduleId);
          pending.push(...info.importedIds);
          if (withDynamicImports) pending.push(...info.dynamicallyImportedIds);
        }
        return seen;
      };
      const appSources = (moduleId: string) => moduleId.startsWith(sources);
      const anyModule = () => true;
      const claimed = closure([entry], appSources);
      chunkOfModule.clear();
      const screensModules = closure(
        screens.map((screen) => screen.module),
        anyModule,
      );
      const separateStartDirectory = path.dirname(path.resolve(root, separateStart)) + path.sep;
      for (const moduleId of closure([separateStart], anyModule, true)) {
        if (moduleId.startsWith(separateStartDirectory)) continue;
        if (claimed.has(moduleId) || !screensModules.has(moduleId)) continue;
        claimed.add(moduleId);
        chunkOfModule.set(moduleId, commonChunk);
      }
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
  const chunks = [commonChunk, ...screens.map((screen) => screen.chunk)];
  const groups = chunks.map((chunk, index) => ({
    name: chunk,
    test: (moduleId: string) => chunkOfModule.get(moduleId) === chunk,
    priority: chunks.length - index,
  }));
  return { plugin, groups };
}
