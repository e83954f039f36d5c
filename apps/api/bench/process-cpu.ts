import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in ms (clock ticks of 10 ms), from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time used by every PostgreSQL process of the machine (server, backends, WAL writer), in
 * ms. A process that ends between two readings takes its time with it: the API's pool keeps
 * its connections, so a phase's backends live through it.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += cpuMs(Number(entry));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

export interface CpuReading {
  api: number;
  postgres: number;
  client: number;
}

/** CPU ms so far of the API process, of PostgreSQL and of this bench (its client). */
export function readCpu(apiPid: number): CpuReading {
  const client = process.cpuUsage();
  return {
    api: cpuMs(apiPid),
    postgres: postgresCpuMs(),
    client: (client.user + client.system) / 1000,
  };
}
