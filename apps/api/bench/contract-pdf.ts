import os from 'node:os';
import path from 'node:path';
import { tenPointContractFixture } from '../src/modules/documents/pdf/contract-fixture.js';
import type { DocumentLanguages } from '../src/modules/documents/pdf/document-languages.js';
import { renderContractPdf } from '../src/modules/documents/pdf/render-contract.js';
import { percentile } from './load-test.js';
import { writeMarkdown } from './reports.js';

/**
 * Contract generation (issue 8): a contract-application with 10 route points rendered one after
 * another in one process, after a warm-up. Rendering is synchronous CPU work, so one process
 * renders one PDF at a time; PDFs per second is the sequential rate. Needs no database.
 */

export const TARGET_P95_MS = 300;

export interface ContractPdfVariant {
  name: string;
  languages: DocumentLanguages;
  iterations: number;
}

export interface ContractPdfResult {
  name: string;
  iterations: number;
  pdfsPerSecond: number;
  /** Process CPU time (user + system) per PDF: what the machine's other load does not inflate. */
  cpuMsPerPdf: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** The same percentiles of each render's CPU time. */
  cpuLatencyMs: { p50: number; p95: number };
  bytes: number;
}

export interface ContractPdfRound {
  results: ContractPdfResult[];
  loadAverage: [number, number, number];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function measure(variant: ContractPdfVariant): Promise<ContractPdfResult> {
  const data = tenPointContractFixture();
  const latencies: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < variant.iterations; index += 1) {
    const before = performance.now();
    const cpuAtStart = process.cpuUsage();
    bytes = (await renderContractPdf(data, { languages: variant.languages })).byteLength;
    const cpuOfRender = process.cpuUsage(cpuAtStart);
    latencies.push(performance.now() - before);
    cpuTimes.push((cpuOfRender.user + cpuOfRender.system) / 1000);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    name: variant.name,
    iterations: variant.iterations,
    pdfsPerSecond: round1(variant.iterations / seconds),
    cpuMsPerPdf: round1((cpu.user + cpu.system) / 1000 / variant.iterations),
    latencyMs: {
      p50: round1(percentile(latencies, 0.5)),
      p95: round1(percentile(latencies, 0.95)),
      p99: round1(percentile(latencies, 0.99)),
      max: round1(latencies.at(-1) ?? Number.NaN),
    },
    cpuLatencyMs: {
      p50: round1(percentile(cpuTimes, 0.5)),
      p95: round1(percentile(cpuTimes, 0.95)),
    },
    bytes,
  };
}

/** The first render of the process: reads and parses the fonts it needs. */
export async function measureColdRender(): Promise<number> {
  const started = performance.now();
  await renderContractPdf(tenPointContractFixture());
  return round1(performance.now() - started);
}

export async function benchContractPdf(
  variants: readonly ContractPdfVariant[],
  warmup: number,
): Promise<ContractPdfRound> {
  for (const variant of variants) {
    await measure({ ...variant, iterations: Math.min(warmup, variant.iterations) });
  }
  const results: ContractPdfResult[] = [];
  for (const variant of variants) {
    const result = await measure(variant);
    console.log(
      `${result.name}: p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · ` +
        `p99 ${result.latencyMs.p99} ms · ${result.pdfsPerSecond} PDFs/s · ` +
        `CPU ${result.cpuMsPerPdf} ms/PDF (p95 ${result.cpuLatencyMs.p95}) · ` +
        `${Math.round(result.bytes / 1024)} KiB`,
    );
    results.push(result);
  }
  return { results, loadAverage: os.loadavg() as [number, number, number] };
}

export function contractPdfVariants(iterations: number): ContractPdfVariant[] {
  return [
    { name: 'kz + ru side by side (default)', languages: ['kz', 'ru'], iterations },
    { name: 'ru only', languages: ['ru'], iterations: Math.ceil(iterations / 4) },
    { name: 'zh only (CJK subset)', languages: ['zh'], iterations: Math.ceil(iterations / 4) },
  ];
}

/** bench-results/contract-pdf.md: every round's figures, written as Prettier would. */
export async function writeContractPdfReport(
  dir: string,
  report: { coldMs: number; warmup: number; rounds: ContractPdfRound[] },
): Promise<void> {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const cpu = os.cpus();
  const rows = report.rounds.flatMap((round, index) =>
    round.results.map(
      (result) =>
        `| ${index + 1} | ${result.name} | ${result.latencyMs.p50} | ${result.latencyMs.p95} | ` +
        `${result.latencyMs.p99} | ${result.pdfsPerSecond} | ${result.cpuMsPerPdf} | ` +
        `${result.cpuLatencyMs.p95} | ` +
        `${result.iterations} | ${Math.round(result.bytes / 1024)} | ` +
        `${round.loadAverage[0].toFixed(1)} | ${result.latencyMs.p95 < TARGET_P95_MS ? 'yes' : 'no'} |`,
    ),
  );
  const text = [
    '# Contract PDF benchmark — latest run',
    '',
    `Written by \`npm run bench:pdf -w apps/api\` (also part of \`npm run bench\`) on ${when}. Do not edit by hand.`,
    '',
    '- Document: the contract-application of `contract-fixture.ts` with 10 route points (4 A4 pages ' +
      'side by side), rendered by `renderContractPdf` one after another in one Node process.',
    `- Warm-up: ${report.warmup} renders per variant before measuring; the process's first render ` +
      `(fonts read and parsed) took ${report.coldMs} ms.`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}; shared with other ` +
      'work, so the 1-minute load average is given per round; the CPU time of a render (mean and p95) ' +
      'is the figure that load does not inflate: on an idle machine a render takes roughly that long.',
    `- Target: p95 under ${TARGET_P95_MS} ms for the default (kz + ru) contract.`,
    '- Fonts are parsed once per process and shaped words are shared between documents ' +
      '(docs/decisions/012-document-pdfs.md); what remains is the layout by pdfmake and the output by pdfkit.',
    '',
    '| round | variant | p50 ms | p95 ms | p99 ms | PDFs/s | CPU ms/PDF | CPU p95 ms | renders | KiB | load avg | p95 target met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  await writeMarkdown(path.join(dir, 'contract-pdf.md'), text);
}

export interface ContractPdfBenchOptions {
  iterations: number;
  warmup: number;
  rounds: number;
}

/** BENCH_PDF_ITERATIONS (200), BENCH_PDF_WARMUP (20), BENCH_PDF_ROUNDS (2). */
export function contractPdfBenchOptionsFromEnv(): ContractPdfBenchOptions {
  const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return {
    iterations: env('BENCH_PDF_ITERATIONS', 200),
    warmup: env('BENCH_PDF_WARMUP', 20),
    rounds: env('BENCH_PDF_ROUNDS', 2),
  };
}

export async function runContractPdfBench(
  resultsDir: string,
  { iterations, warmup, rounds }: ContractPdfBenchOptions = contractPdfBenchOptionsFromEnv(),
): Promise<void> {
  const coldMs = await measureColdRender();
  console.log(`contract PDF, first render of the process: ${coldMs} ms`);
  const results: ContractPdfRound[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`contract PDF, round ${round} of ${rounds}`);
    results.push(await benchContractPdf(contractPdfVariants(iterations), warmup));
  }
  await writeContractPdfReport(resultsDir, { coldMs, warmup, rounds: results });
  console.log(`contract PDF report written to ${path.join(resultsDir, 'contract-pdf.md')}`);
}
