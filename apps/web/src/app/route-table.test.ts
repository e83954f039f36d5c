import { LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../test/locale-files';
import { SCREEN_ROUTES } from './route-table';

const common = readLocaleFiles();

function textAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

describe('the route table', () => {
  it('names every screen with a title in each language', () => {
    for (const language of LANGUAGES) {
      const missing = SCREEN_ROUTES.filter(
        (route) => typeof textAt(common[language].common, route.title) !== 'string',
      ).map((route) => route.path);
      expect(missing, language).toEqual([]);
    }
  });

  it('lists each path once', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
