import autocannon from 'autocannon';
import { meterCpu, type CpuSpent } from './process-cpu.js';

export interface LoadResult {
  name: string;
  path: string;
  requests: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** CPU ms per request of the API process, of PostgreSQL and of the bench (its client). */
  cpuPerRequest?: CpuSpent | undefined;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function cannon(options: autocannon.Options, onLatency: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * `connections` keep-alive clients on loopback for `seconds`, after a short warm-up. Latency
 * percentiles come from every response's time (autocannon's own summary has no p95).
 */
export async function loadTest(
  name: string,
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
  apiPid?: number,
): Promise<LoadResult> {
  await cannon({ url, headers, connections, duration: 3 }, () => undefined);
  const cpu = meterCpu(apiPid);
  const latencies: number[] = [];
  const result = await cannon({ url, headers, connections, duration: seconds }, (ms) =>
    latencies.push(ms),
  );
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requestsPerSecond: round(result.requests.total / seconds),
    cpuPerRequest: cpu.perRequest(result.requests.total),
    latencyMs: {
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      p99: round(percentile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? Number.NaN),
    },
  };
}
