// An import resolver for eslint-plugin-boundaries: the API imports its TypeScript sources by
// the names they compile to (`./repo.js` is `./repo.ts`), which the node resolver does not know.
// Everything else (packages, node built-ins) goes to the node resolver as before.
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

// The node resolver is a dependency of eslint-plugin-boundaries; load it from there.
const fromBoundaries = createRequire(require.resolve('eslint-plugin-boundaries'));
const nodeResolver = fromBoundaries('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (source.startsWith('.') && source.endsWith('.js')) {
    const sourcePath = path.resolve(path.dirname(file), source.replace(/\.js$/, '.ts'));
    if (fs.existsSync(sourcePath)) return { found: true, path: sourcePath };
  }
  return nodeResolver.resolve(source, file, config);
};
