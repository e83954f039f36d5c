import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runContractPdfBench } from './contract-pdf.js';

/**
 * `npm run bench:pdf -w apps/api`: the contract PDF benchmark alone, without a database; writes
 * docs/bench/contract-pdf.md. `npm run bench` runs it too, before the orders list.
 */
const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/bench');

mkdirSync(docsDir, { recursive: true });
await runContractPdfBench(docsDir);
