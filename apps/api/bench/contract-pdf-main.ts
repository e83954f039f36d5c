import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runContractPdfBench } from './contract-pdf.js';

/**
 * `npm run bench:pdf -w apps/api`: the contract PDF benchmark alone, without a database; writes
 * bench-results/contract-pdf.md. `npm run bench` runs it too, before the orders list.
 */
/** Generated reports: the ignored bench-results/ at the root; docs/performance.md keeps the figures. */
const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results',
);

mkdirSync(resultsDir, { recursive: true });
await runContractPdfBench(resultsDir);
