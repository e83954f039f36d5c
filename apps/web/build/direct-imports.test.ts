import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_DIRECT_IMPORTS } from './direct-imports';

const require = createRequire(import.meta.url);

/** The barrel a bundler reads: the package's ES module entry (`module`), not its CommonJS `main`. */
function esEntryOf(barrel: string): string {
  const manifestFile = require.resolve(`${barrel}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { module: string };
  const entry = path.resolve(path.dirname(manifestFile), manifest.module);
  return entry.endsWith('.js') ? entry : `${entry}.js`;
}

/** The names a module's `import { a, b as c } from '<from>'` statements take. */
function namedImports(source: string, from: string): string[] {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g');
  return [...source.matchAll(statement)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

describe('direct imports of library barrels', () => {
  it.each(LIBRARY_DIRECT_IMPORTS)(
    "$importer takes from $barrel only what $module exports, the barrel's own binding",
    ({ importer, barrel, module }) => {
      const importerSource = readFileSync(require.resolve(importer), 'utf8');
      const taken = namedImports(importerSource, barrel);
      expect(taken.length).toBeGreaterThan(0);
      expect(importerSource).not.toMatch(
        new RegExp(`import\\s+\\w+\\s*,?[^;]*from\\s*['"]${barrel}['"]`),
      );

      // The barrel re-exports each name from `module` itself: the same binding, not a wrapper.
      const barrelFile = esEntryOf(barrel);
      const barrelSource = readFileSync(barrelFile, 'utf8');
      const moduleFile = require.resolve(module);
      const relative = `./${path.relative(path.dirname(barrelFile), moduleFile)}`.replace(
        /\.js$/,
        '',
      );
      const fromModule = namedImports(barrelSource, `${relative}(?:\\.js)?`);
      expect(fromModule).toEqual(expect.arrayContaining(taken));

      const moduleSource = readFileSync(moduleFile, 'utf8');
      for (const name of taken)
        expect(moduleSource).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`));
    },
  );
});
