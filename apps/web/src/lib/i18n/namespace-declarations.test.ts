import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHELL_NAMESPACES } from './i18n';

const SOURCE_ROOT = join(import.meta.dirname, '../..');

/** Screen namespaces load on first use; the shell's are in before the first paint. */
const SCREEN_NAMESPACES = NAMESPACES.filter(
  (namespace) => !(SHELL_NAMESPACES as readonly string[]).includes(namespace),
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Screen namespaces a component reads by prefix (`t('orders:fileType.PHOTO')`) but does not
 * name as a literal of its own (`useTranslation(['trip', 'orders'])`, a `…_NAMESPACES` list).
 */
function undeclaredNamespaces(source: string): string[] {
  if (!source.includes('useTranslation(')) return [];
  const read = new Set(
    [...source.matchAll(/\bt\(\s*['`"]([a-z]+):/g)].map((match) => match[1] ?? ''),
  );
  return SCREEN_NAMESPACES.filter(
    (namespace) => read.has(namespace) && !new RegExp(`['"]${namespace}['"]`).test(source),
  );
}

describe('screen namespaces a component reads', () => {
  it('are declared where it asks for its translations, so it waits for all of them', () => {
    const undeclared = sourceFiles(SOURCE_ROOT).flatMap((file) =>
      undeclaredNamespaces(readFileSync(file, 'utf8')).map(
        (namespace) => `${relative(SOURCE_ROOT, file)}: ${namespace}`,
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('catches a component that reads another screen namespace without declaring it', () => {
    const planted = `const { t } = useTranslation('trip');\nreturn t(\`orders:fileType.\${type}\`);`;
    expect(undeclaredNamespaces(planted)).toEqual(['orders']);
    expect(undeclaredNamespaces(planted.replace("'trip'", "['trip', 'orders']"))).toEqual([]);
  });
});
