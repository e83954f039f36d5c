import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs } from './docs/check-docs.mjs';

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const problems = checkDocs(docsDir);
for (const problem of problems) console.error(`docs: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log('docs: every decision record in shape and listed; no generated report in docs/');
