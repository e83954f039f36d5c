import type { Plugin } from 'vite';

/** One library module that imports a barrel for names one of the barrel's modules exports. */
export interface DirectImport {
  /** The importing module, by the end of its path (`antd/es/form/context.js`). */
  importer: string;
  /** The barrel as the importer names it (`@rc-component/form`). */
  barrel: string;
  /** The barrel's module that exports every name the importer takes from it. */
  module: string;
}

/** The library imports of barrels that tree-shaking cannot trim, and what they need of them. */
export const LIBRARY_DIRECT_IMPORTS: readonly DirectImport[] = [
  {
    importer: 'antd/es/form/context.js',
    barrel: '@rc-component/form',
    module: '@rc-component/form/es/FormContext.js',
  },
];

/**
 * Points a library module's import of a barrel at the one module of it that it needs, where
 * the barrel cannot be tree-shaken. `@rc-component/form`'s barrel assigns its parts to the
 * form component (`RefForm.Field = Field`…): property writes that the bundler must keep, so
 * every screen that shows a modal (antd's `form/context.js` takes `FormProvider` from that
 * barrel) carried the whole form library and its validator, about 16 kB compressed. The
 * module named must export the same binding the barrel re-exports, so nothing changes at run
 * time; `direct-imports.test.ts` checks that against the installed packages.
 */
export function directImports(imports: readonly DirectImport[]): Plugin {
  return {
    name: 'freight:direct-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const normalised = importer.replaceAll('\\', '/');
      const match = imports.find(
        (entry) =>
          entry.barrel === source && normalised.endsWith(`/node_modules/${entry.importer}`),
      );
      if (!match) return null;
      return this.resolve(match.module, importer, { ...options, skipSelf: true });
    },
  };
}
