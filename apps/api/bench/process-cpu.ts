import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in ms (clock ticks of 10 ms), from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU ms used so far by each PostgreSQL process of the machine (server, backends, WAL writer),
 * by process id.
 */
function postgresCpuByProcess(): Map<number, number> {
  const byProcess = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        byProcess.set(Number(entry), cpuMs(Number(entry)));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return byProcess;
}

export interface CpuReading {
  api: number;
  /** By process: a backend may start or end between two readings. */
  postgres: Map<number, number>;
  client: number;
}

/** CPU ms so far of the API process, of PostgreSQL and of this bench (its client). */
export function readCpu(apiPid: number): CpuReading {
  const client = process.cpuUsage();
  return {
    api: cpuMs(apiPid),
    postgres: postgresCpuByProcess(),
    client: (client.user + client.system) / 1000,
  };
}

export interface CpuSpent {
  api: number;
  postgres: number;
  client: number;
}

/**
 * CPU ms each side used between two readings. A PostgreSQL process that started in between
 * counts whole; one that ended takes its time since the first reading with it (an idle pool
 * connection closing), so PostgreSQL's figure is a floor.
 */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuSpent {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { api: after.api - before.api, postgres, client: after.client - before.client };
}

/** The three sides of a `CpuSpent`, in the order the reports give them. */
export const CPU_SIDES = ['api', 'postgres', 'client'] as const;

/** What all three sides used together. */
export function cpuTotal(spent: CpuSpent): number {
  return CPU_SIDES.reduce((sum, side) => sum + spent[side], 0);
}

/**
 * Starts reading CPU now, for a measurement around the API process `apiPid` (none when the
 * caller measures no API); `perRequest` gives each side's ms per request since, to hundredths.
 */
export function meterCpu(apiPid: number | undefined): {
  perRequest(requests: number): CpuSpent | undefined;
} {
  const before = apiPid === undefined ? undefined : readCpu(apiPid);
  return {
    perRequest(requests) {
      if (apiPid === undefined || !before) return undefined;
      const spent = cpuSpent(before, readCpu(apiPid));
      const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
      return { api: per(spent.api), postgres: per(spent.postgres), client: per(spent.client) };
    },
  };
}
